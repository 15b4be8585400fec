import { describe, expect, it } from 'vitest';
import { offerInputSchema, opportunityInputSchema } from './market';

const valid = {
  title: 'Export consulting for Iberia',
  description: '<p>We open doors in Spain.</p>',
  service_id: 4,
  sectors: [3, 5],
  countries: [152, 179],
  deadline: '2030-06-30',
};

/** The first problem's code of each field. */
function problems(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('market item input', () => {
  it('asks for title, description, business service, sectors, countries and closing date', () => {
    expect(problems(offerInputSchema.safeParse({}))).toEqual({
      title: 'required',
      description: 'required',
      service_id: 'required',
      sectors: 'required',
      countries: 'required',
      deadline: 'required',
    });
    expect(
      problems(offerInputSchema.safeParse({ ...valid, description: '<p> &nbsp;</p>', sectors: [] })),
    ).toEqual({
      description: 'required',
      sectors: 'required',
    });
  });

  it("reads lists sent as '; '-split text, once each, and the scoring board's Yes/No in any case", () => {
    const parsed = offerInputSchema.parse({
      ...valid,
      sectors: '3; 5;3',
      countries: '152',
      scoring_board_reviews: 'yes',
      scoring_board_awards: true,
      scoring_board_certificates: 'no',
      scoring_board_testimonials: 'Yes',
      scoring_board_recommendations: 'No',
    });
    expect(parsed).toMatchObject({ sectors: [3, 5], countries: [152], proposalFactors: [], files: [] });
    expect(parsed).toMatchObject({
      scoring_board_reviews: true,
      scoring_board_awards: true,
      scoring_board_certificates: false,
      scoring_board_publications: false,
      scoring_board_testimonials: true,
      scoring_board_recommendations: false,
    });
  });

  it('takes up to 3 proposal factors and 5 files, and real days only', () => {
    expect(
      problems(
        offerInputSchema.safeParse({
          ...valid,
          proposalFactors: [1, 2, 3, 4],
          files: [1, 2, 3, 4, 5, 6],
          deadline: '2030-02-30',
          opening_date: 'tomorrow',
        }),
      ),
    ).toEqual({
      proposalFactors: 'maxThreeChoices',
      files: 'maxFiveFiles',
      deadline: 'dateInvalid',
      opening_date: 'dateInvalid',
    });
    expect(offerInputSchema.parse({ ...valid, opening_date: '' }).opening_date).toBeNull();
  });

  it("keeps each side's own field and drops what a client may not set", () => {
    const body = {
      ...valid,
      need: 'A distributor',
      what_brand_famous: 'Our cork',
      status: 'published',
      owner_id: 1,
    };
    const offer = offerInputSchema.parse(body);
    const opportunity = opportunityInputSchema.parse(body);
    expect(offer).toMatchObject({ what_brand_famous: 'Our cork' });
    expect(offer).not.toHaveProperty('need');
    expect(opportunity).toMatchObject({ need: 'A distributor' });
    expect(opportunity).not.toHaveProperty('what_brand_famous');
    expect(offer).not.toHaveProperty('status');
    expect(offer).not.toHaveProperty('owner_id');
  });
});
