import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Decision 050: reviews showed the username of a buyer who gave no first name. A username is half of
 * a sign-in, so such reviews now say "Verified buyer", as new ones do.
 */
export class SqliteReviewerNames1765800000000 implements MigrationInterface {
  name = 'ReviewerNames1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      "UPDATE reviews SET author = 'Verified buyer' WHERE author = (SELECT u.username FROM users u WHERE u.id = reviews.userId)",
    );
  }

  async down(): Promise<void> {
    // The usernames are not restored: they should never have been shown.
  }
}
