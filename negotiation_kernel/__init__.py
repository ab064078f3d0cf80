"""Suppliers and the deterministic negotiation kernel: hidden terms, bargaining, orders, fraud.

Decisions are language-free records: each carries its reason as a code with
typed parameters (``negotiation_kernel.reasons``), and ``lang`` gives them
words. Layer rule: the kernel never imports ``lang`` for a reason (nor does
``lang`` import the kernel); ``tests/test_decision_reasons.py`` checks it.
"""
