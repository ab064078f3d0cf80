"""Chunks of a message told as background: their figures leave the reading and their goods are context.

Several passes find a part of the message that only tells (a rival's sale, a past count, a sale in the last days, a
count for later, a total told) and set it aside the same way; ``told_as_background`` is that one step.

Shape: ``told_as_background(reader, chunks)`` with the MessageReader after its clause acts and ``chunks`` a set of
its chunk numbers; ``reader.figs`` and ``reader.background_chunks`` change in place. Linear in the figures.
"""
from __future__ import annotations

__all__ = ["told_as_background"]


def told_as_background(reader, chunks: set[int]) -> None:
    """Drop the figures of ``chunks`` (chunk numbers of ``reader``) from ``reader.figs`` and add the chunks to
    ``reader.background_chunks`` (their goods are context)."""
    reader.figs = [f for f in reader.figs if reader.chunk_of[f.pos] not in chunks]
    reader.background_chunks = set(reader.background_chunks) | chunks
