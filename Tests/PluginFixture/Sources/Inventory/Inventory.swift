public enum Inventory {}
