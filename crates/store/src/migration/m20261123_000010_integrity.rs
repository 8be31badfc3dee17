//! Issue 10: donations bound to their request and ADA intent, votes that can be revoked (when the
//! donation that cast them leaves `settled`), and server-built ADA payment intents.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{at, at_null, index, table};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // SQLite adds one column per ALTER TABLE.
        for column in [string_len_null("request_hash", 64), uuid_null("intent_id")] {
            manager.alter_table(Table::alter().table("donations").add_column(column).to_owned()).await?;
        }
        manager.create_index(index("donations", "donations_state_updated", &["state", "updated_at"])).await?;
        for column in [uuid_null("donation_id"), at_null("revoked_at")] {
            manager.alter_table(Table::alter().table("votes").add_column(column).to_owned()).await?;
        }
        // One counting vote per person per project; revoked votes stay as history.
        // A partial unique index (in the SQL both databases share) replaces the plain one.
        manager
            .get_connection()
            .execute_unprepared(
                "CREATE UNIQUE INDEX votes_one_counting_per_person ON votes (project_id, user_id) WHERE revoked_at IS NULL",
            )
            .await?;
        manager.drop_index(Index::drop().name("votes_one_per_person").table("votes").to_owned()).await?;
        manager.create_index(index("votes", "votes_user", &["user_id"])).await?;
        manager
            .create_table(
                table("donation_intents", false)
                    .col(pk_uuid("id"))
                    .col(uuid("user_id"))
                    .col(uuid("project_id"))
                    .col(uuid("round_id"))
                    .col(big_integer("lovelace"))
                    .col(string_len("pays_to", 200))
                    .col(boolean("anonymous"))
                    .col(string_len_null("txid", 64).unique_key())
                    .col(uuid_null("donation_id"))
                    .col(at("expires_at"))
                    .foreign_key(
                        ForeignKey::create()
                            .from("donation_intents", "project_id")
                            .to("projects", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(ForeignKey::create().from("donation_intents", "user_id").to("users", "id"))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("donation_intents", "donation_intents_user", &["user_id", "created_at"])).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table("donation_intents").to_owned()).await?;
        manager.drop_index(Index::drop().name("votes_one_counting_per_person").table("votes").to_owned()).await?;
        manager
            .create_index(index("votes", "votes_one_per_person", &["project_id", "user_id"]).unique().to_owned())
            .await
    }
}
