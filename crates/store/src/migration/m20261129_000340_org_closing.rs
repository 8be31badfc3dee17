//! Closing an organization (issue 33): when, and by whom. Null while it is open. Nothing else
//! changes: its projects, donations, votes and results stay as they are (docs/ARCHITECTURE.md,
//! "Closing an organization").

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{add_columns, at_null, drop_columns};

#[derive(DeriveMigrationName)]
pub struct Migration;

const COLUMNS: [&str; 2] = ["closed_at", "closed_by"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        add_columns(manager, "organizations", vec![at_null(COLUMNS[0]), uuid_null(COLUMNS[1])]).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_columns(manager, "organizations", &COLUMNS).await
    }
}
