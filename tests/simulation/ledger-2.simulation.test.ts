import { simulationSuite } from './simulation-suite';

simulationSuite(1, 2);
