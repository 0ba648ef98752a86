import { simulationSuite } from './simulation-suite';

simulationSuite(0, 2);
