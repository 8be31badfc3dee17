//! Indexes for the public reads at national scale (BENCHMARKS.md, "API at scale"), and the
//! resized cover variants of each picture.
//!
//! - Project lists walk an index in their display order (oldest first) and stop after a page,
//!   with and without a track or round, instead of sorting every active project.
//! - A page's settled totals per project and currency, and a round's settled total, are read
//!   from covering indexes without touching the donation rows.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::index;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.create_index(index("projects", "projects_listing", &["status", "created_at", "id"])).await?;
        manager
            .create_index(index("projects", "projects_listing_track", &["status", "category", "created_at", "id"]))
            .await?;
        manager
            .create_index(index("projects", "projects_listing_round", &["round_id", "status", "created_at", "id"]))
            .await?;
        manager
            .create_index(index(
                "donations",
                "donations_project_totals",
                &["project_id", "state", "currency", "amount_minor", "usd_cents"],
            ))
            .await?;
        manager.drop_index(Index::drop().name("donations_round").table("donations").to_owned()).await?;
        manager.create_index(index("donations", "donations_round_usd", &["round_id", "state", "usd_cents"])).await?;
        // The resized copies of a picture (JSON list of {key, url, width, height, content_type});
        // null until they are made, at upload or by the start-up job for older pictures.
        manager.alter_table(Table::alter().table("media").add_column(json_null("variants")).to_owned()).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.alter_table(Table::alter().table("media").drop_column("variants").to_owned()).await?;
        manager.drop_index(Index::drop().name("donations_round_usd").table("donations").to_owned()).await?;
        manager.create_index(index("donations", "donations_round", &["round_id", "state"])).await?;
        for (table, name) in [
            ("donations", "donations_project_totals"),
            ("projects", "projects_listing_round"),
            ("projects", "projects_listing_track"),
            ("projects", "projects_listing"),
        ] {
            manager.drop_index(Index::drop().name(name).table(table).to_owned()).await?;
        }
        Ok(())
    }
}
