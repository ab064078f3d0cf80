"""Choosing the renderer a scenario names: ``renderer: {kind: template}`` or ``{kind: model, path: ...}``.

``make_renderer(settings, catalogue, personas=..., on_fallback=...)`` returns a
``TemplateRenderer`` or a ``ModelRenderer`` (its model loaded once per process,
its cache opened in ``settings.cache_dir``). ``check_renderer(settings)`` loads
the model the scenario names, so a missing or broken one fails before a run
writes anything (``engine.checks.check_world`` calls it). ``renderer_identity``
is what a run records in ``run_start.renderer``: for the template renderer the
sha256 of its phrase tables, for a model its files' hashes and settings.
Nothing here imports transformers or torch unless the kind is ``model``.

``settings`` is the scenario's ``RendererSettings`` or any object with ``kind``,
``path``, ``max_new_tokens``, ``batch_size``, ``cache_dir`` (and ``threads``, 1 if absent).

Errors: ``lang.model_backend.ModelLoadError`` (a ValueError) naming the folder.
"""
from __future__ import annotations

import hashlib
from importlib.resources import files
from typing import Callable

from lang.render import LANGUAGES, TemplateRenderer
from market.catalogue import Catalogue

__all__ = ["make_renderer", "check_renderer", "renderer_identity", "template_identity"]


def template_identity() -> dict:
    """{kind, name, sha256}: the template renderer and the sha256 of its phrase tables."""
    digest = hashlib.sha256()
    for language in LANGUAGES:
        digest.update((files("lang") / "phrases" / f"{language}.yaml").read_bytes())
    return {"kind": "template", "name": "template", "sha256": digest.hexdigest()}


def _kind(settings) -> str:
    return getattr(settings, "kind", None) or "template"


def check_renderer(settings) -> None:
    """Load the model a ``kind: model`` renderer names (kept for the run); nothing for ``template``.

    Raises:
        ModelLoadError: naming the folder and how to obtain the model.
    """
    if _kind(settings) == "model":
        from lang.model_backend import load_backend
        load_backend(settings.path, settings.max_new_tokens, settings.batch_size, getattr(settings, "threads", 1))


def make_renderer(settings, catalogue: Catalogue, *, personas: dict[str, str] | None = None,
                  on_fallback: Callable[[dict], None] | None = None) -> TemplateRenderer:
    """The renderer ``settings`` names, for ``catalogue``; ``personas`` and ``on_fallback`` as ``ModelRenderer``."""
    if _kind(settings) == "template":
        return TemplateRenderer(catalogue, personas)
    from lang.model_backend import load_backend
    from lang.model_renderer import ModelRenderer
    from lang.render_cache import RenderCache, default_cache_dir
    backend = load_backend(settings.path, settings.max_new_tokens, settings.batch_size, getattr(settings, "threads", 1))
    cache = RenderCache(settings.cache_dir or default_cache_dir())
    return ModelRenderer(catalogue, backend, cache=cache, personas=personas, on_fallback=on_fallback)


def renderer_identity(renderer) -> dict:
    """What the run records of ``renderer`` (see the module docstring)."""
    identity = getattr(renderer, "identity", None)
    return identity() if callable(identity) else template_identity()
