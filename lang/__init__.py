"""Language: reading agents' text into intents, and giving suppliers and customers their words.

- ``lang.reader``: free text (English, Hindi, Hinglish) or fenced blocks → intents;
  ``could_not_read`` is the one "could not read your message" rule (contract: READING.md).
- ``lang.render``: the template renderer (phrasings in ``lang/phrases``);
  ``lang.replies`` reads a rendering back to its decision.
- ``lang.model_renderer``: a local transformers model words decisions behind the
  fidelity guard (``lang.fidelity``), falling back to the template.
Decides nothing.
"""
