import { graphql } from '../../graphql/generated';

/** A registration field's rules, as the forms check them. */
export const RegisterFieldFragment = graphql(`
  fragment RegisterFieldRule on RegisterField {
    field
    enabled
    required
    acceptedPattern
    patternId
    minLength
    maxLength
  }
`);
