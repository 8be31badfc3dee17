//! The organization's public profile (issue 33): its logo as one of its uploads (whose resized
//! copies the page shows) and its social links, a JSON list of addresses.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const COLUMNS: [&str; 2] = ["logo_id", "social_links"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column an ALTER: SQLite adds only one at a time.
        let columns = [uuid_null(COLUMNS[0]), text_null(COLUMNS[1])];
        for mut column in columns {
            manager.alter_table(Table::alter().table("organizations").add_column(&mut column).to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in COLUMNS {
            manager.alter_table(Table::alter().table("organizations").drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
