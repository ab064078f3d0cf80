"""Who gives suppliers and customers their words in a scenario: the template renderer or a local model.

``renderer: template`` (the bare word) stands for ``{kind: template}``
(``renderer_word``, the schema's before-validator).
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field, StrictInt, model_validator

from scenarios.section import Section

__all__ = ["RendererSettings", "renderer_word"]


class RendererSettings(Section):
    """Who gives suppliers and customers their words (``lang/renderers.py``).

    ``template``: fixed phrasings per language, drawn from the seed (``lang/render.py``).
    ``model``: a local transformers model rewords each template rendering in the speaker's
    persona; the fidelity guard reads its words back and uses the template's wherever
    they differ from the kernel's decision (``lang/model_renderer.py``). Never downloads.
    """
    kind: Literal["template", "model"] = Field(default="template", description="template or model")
    path: str | None = Field(default=None, description="kind model: folder of a local transformers model "
                             "(config.json, weights, tokenizer), absolute or relative to the working directory")
    max_new_tokens: StrictInt = Field(default=96, ge=1, le=2048, description="kind model: most tokens generated for one "
                                "decision (greedy decoding)")
    batch_size: StrictInt = Field(default=8, ge=1, le=512, description="kind model: renderings generated in one pass")
    threads: StrictInt = Field(default=1, ge=1, le=256, description="kind model: torch threads while generating; 1 keeps "
                         "the order of floating-point sums, so the greedy words, the same on every machine")
    cache_dir: str | None = Field(default=None, description="kind model: folder of the render cache; null = "
                                  "$XDG_CACHE_HOME/kiranabench/renders (~/.cache/kiranabench/renders)")

    @model_validator(mode="after")
    def _model_has_path(self) -> "RendererSettings":
        if self.kind == "model" and not self.path:
            raise ValueError("kind model needs path: the folder of a local transformers model")
        return self


def renderer_word(value):
    """``{"kind": value}`` for a bare word (``renderer: template``); any other value unchanged."""
    return {"kind": value} if isinstance(value, str) else value
