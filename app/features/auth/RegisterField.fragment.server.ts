import { graphql } from '#app/graphql/generated/index';

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
