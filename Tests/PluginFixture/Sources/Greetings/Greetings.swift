public enum Greetings {}
