use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{at, index, table};

/// Frozen round results (DESIGN §4.8), each project's line of them, and the payouts operators
/// record against them.
#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One row per round, ever: the unique round_id makes freezing happen exactly once even
        // when several instances try at the same moment.
        manager
            .create_table(
                table("round_results", false)
                    .col(pk_uuid("id"))
                    .col(uuid_uniq("round_id"))
                    .col(string_len("algorithm", 16))
                    .col(integer("algorithm_version"))
                    .col(json("params"))
                    .col(string_len("input_sha256", 64))
                    .col(big_integer("pool_cents"))
                    .col(big_integer("allocated_cents"))
                    .col(big_integer("unallocated_cents"))
                    .col(at("frozen_at"))
                    .col(at("computed_at"))
                    .col(blob("audit_pack"))
                    .foreign_key(
                        ForeignKey::create()
                            .from("round_results", "round_id")
                            .to("rounds", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                table("project_results", false)
                    .col(pk_uuid("id"))
                    .col(uuid("round_id"))
                    .col(uuid("project_id"))
                    .col(double("raw_match"))
                    .col(big_integer("uncapped_cents"))
                    .col(big_integer("cap_cents"))
                    .col(big_integer("match_cents"))
                    .col(boolean("capped"))
                    .col(integer("supporters"))
                    .col(big_integer("donations_cents"))
                    .foreign_key(
                        ForeignKey::create()
                            .from("project_results", "round_id")
                            .to("round_results", "round_id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                index("project_results", "project_results_round_project", &["round_id", "project_id"])
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                table("payouts", false)
                    .col(pk_uuid("id"))
                    .col(uuid("round_id"))
                    .col(uuid("project_id"))
                    .col(big_integer("amount_cents"))
                    .col(string_len("reference", 200))
                    .col(at("paid_at"))
                    .col(uuid("recorded_by"))
                    .foreign_key(
                        ForeignKey::create()
                            .from("payouts", "round_id")
                            .to("round_results", "round_id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(ForeignKey::create().from("payouts", "project_id").to("projects", "id"))
                    .foreign_key(ForeignKey::create().from("payouts", "recorded_by").to("users", "id"))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("payouts", "payouts_round", &["round_id", "project_id"])).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table("payouts").to_owned()).await?;
        manager.drop_table(Table::drop().table("project_results").to_owned()).await?;
        manager.drop_table(Table::drop().table("round_results").to_owned()).await
    }
}
