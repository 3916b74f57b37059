"""Batch 90 (held out), CONTROL: nothing planted; the label is wrong. chromadb query, script style.

App: Hazel keeps the studio's kiln know-how in a chroma collection of notes (programmes, cones, what went wrong),
and students who've been signed off on the little kiln ask the helper before they fire.

Memory: the little kiln's bisque programme takes 8 hours to reach 1000C (slow for the first three); a separate note
says don't open the little kiln till the controller reads under 100, about 12 hours after it finishes - that's how
Jen's bowls got dunted. Question (Sat 11/3, Tom, starting a bisque at 8am): "how long till I can unload the little
kiln if I start the bisque now?" The assistant says about 20 hours - 8 to fire and roughly 12 to cool - so first
thing tomorrow. The label says 8 hours, the length of the programme.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b90_ctl_chroma_pottery_bisque_wait_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    "little kiln (Tiny Tim) bisque = prog 3. 8 hrs to 1000C, v slow for the first 3 hrs to drive the water off so "
    "don't fiddle with it",
    "Bertha glaze = prog 6 to cone 6, about 11 hrs, top shelf runs a bit hot",
    "DON'T open Tiny Tim til the controller says under 100 - roughly 12 hrs after it finishes. that's how Jen's "
    "bowls dunted 22/2 (me, impatient)",
    "bisque: pots can touch + stack, make sure they're bone dry - hold one to your cheek, if it's cold it's wet",
    "Tom + Aisha signed off on Tiny Tim 4/3, can fire it on their own now",
    "kiln log on the clipboard - date, prog, who, what's in it. every time pls",
]

client = chromadb.EphemeralClient()
kb = client.get_or_create_collection("clayworks-kilns", embedding_function=offline.chroma_embedding_function())
kb.add(ids=[f"k{i:02d}" for i in range(len(DOCS))], documents=DOCS)

question = "how long till I can unload the little kiln if I start the bisque now?"
hits = kb.query(query_texts=["little kiln Tiny Tim bisque how long hours open unload cool"], n_results=4)
context = ["Today is Sat 11 March 2034, 8am. You are talking to Tom, who's signed off on the little kiln."] + \
          hits["documents"][0]
assert any("8 hrs to 1000C" in c for c in context), context
assert any("roughly 12 hrs after it finishes" in c for c in context), context
reply = answer(question, context, mock="About 20 hours - 8 for the firing and roughly 12 more to cool under 100, so "
                                       "first thing tomorrow morning. Don't open it early or you'll dunt them.")
finish(question, expected="8 hours - that's the bisque programme", actual=reply)
