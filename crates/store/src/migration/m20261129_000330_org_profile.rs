//! The organization's public profile (issue 33): its logo as one of its uploads (whose resized
//! copies the page shows) and its social links, a JSON list of addresses.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{add_columns, drop_columns};

#[derive(DeriveMigrationName)]
pub struct Migration;

const COLUMNS: [&str; 2] = ["logo_id", "social_links"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        add_columns(manager, "organizations", vec![uuid_null(COLUMNS[0]), text_null(COLUMNS[1])]).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_columns(manager, "organizations", &COLUMNS).await
    }
}
