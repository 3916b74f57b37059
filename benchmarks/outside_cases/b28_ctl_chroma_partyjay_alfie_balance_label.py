"""Batch 28 (held out), control. A children's party entertainer's booking notes: chromadb EphemeralClient with
memtrace's offline embedding function, script style (each call its own trace).

App: Jay ("Jolly Jay") keeps his booking, payment and balloon notes in a collection (metadata ``{"kind", "day"}``)
and asks the assistant from a query. Alfie Ward's 5th (Sun 27/4, superheroes, Soham Scout hut) is a standard party
at GBP 220; Kerry, Alfie's mum, paid the GBP 50 deposit, so the booking note says GBP 170 on the day. In April she
messaged asking for the big balloon arch at the door too, GBP 45, to be paid with the rest on the day.

No fault planted. Question (Fri 25/4): "How much am I collecting from Kerry on Sunday?" The model answers GBP 215,
right per memory. The label says GBP 170 on the day, the booking note's figure. Expected verdict: AnnotationError
(the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b28_ctl_chroma_partyjay_alfie_balance_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    (20250208, "price", "2025 prices: std £220, deluxe £280, arch £45, face painting (Becca) £60, dep £50"),
    (20250302, "booking", "Alfie Ward 5th - Sun 27/4, 1-3pm, Soham Scout hut, SUPERHEROES, mum Kerry 07811 402 "
                          "776. Std pkg £220, dep £50 pd BACS 2/3 so £170 on the day"),
    (20250310, "booking", "Harry's 5th Sat 26/4 Ely, pirates, deluxe + faces, dep pd"),
    (20250318, "balloons", "Superhero balloons - red/blue/yellow 260s, 2 bags, + Spidey foil"),
    (20250402, "payment", "Okonkwos paid balance £290 cash on the day, all square"),
    (20250409, "booking", "Kerry (Alfie) msg - can we do the big balloon arch at the door as well? Yes! £45, she'll "
                          "pay it w the rest on the day, cash"),
    (20250414, "balloons", "Arch for Alfie - red + blue, 120 balloons, frame's in the van"),
    (20250422, "booking", "Kerry - 18 kids, 1 coeliac, cake's from Tesco. Scout hut key from Brian"),
    (20250424, "payment", "Harry's mum paid £290 by BACS early, nice"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("jolly-jay", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"day": d, "kind": k} for d, k, _ in NOTES])

question = "How much am I collecting from Kerry on Sunday?"
hits = notes.query(query_texts=[question], n_results=6)["documents"][0]
context = ["Today is Fri 25/4/25."] + hits
assert any("so £170 on the day" in c for c in context), context
assert any("big balloon arch at the door as well" in c for c in context), context
reply = answer(question, context, mock="£215 cash - the £170 left on the standard package plus £45 for the balloon "
                                       "arch she asked for.")
finish(question, expected="£170 on the day", actual=reply)
