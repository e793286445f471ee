public enum Catalogue {}
