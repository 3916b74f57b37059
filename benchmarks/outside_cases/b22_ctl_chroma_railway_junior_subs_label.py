"""Batch 22 (held out), control. A model railway club's treasurer notes: chromadb EphemeralClient with memtrace's
offline embedding function, script style (each call its own trace).

App: Anne, treasurer of Ashfield & District MRC, keeps her notes (subs, hall rent, exhibition money, new members)
in a collection and asks the assistant from a query. Fifteen notes, September-November 2025. The AGM set the
2025/26 subs at GBP 36 full, GBP 30 for pensioners, and "juniors (u16) half the full whack". Ollie (12) joined at
the new members night with his dad Mark.

No fault planted. Question (Mon 10/11): "What's Ollie paying in subs this year?" The model answers GBP 18 (a
junior, half of GBP 36), right per memory. The label says GBP 36, the full rate his dad pays. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b22_ctl_chroma_railway_junior_subs_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "AGM 29/9 - subs for 25/26: full GBP 36, OAP GBP 30, juniors (u16) half the full whack. Family rate scrapped, "
    "nobody used it",
    "Hall rent GBP 14/session from Jan, 48 sessions = GBP 672, subs don't cover it, need the show to make 400+",
    "Mansfield expenses GBP 60 paid to Derek (diesel + parking)",
    "Warley - exhibitor expenses claim form, they pay mileage 30p for the van",
    "Subs in so far: 21 of 29, 6 still owing, 2 said they're leaving",
    "New members night 3/11 - 4 came! Mark Jennings + his lad Ollie (12), both joining, Ollie's into N gauge",
    "Mark paid GBP 36 by BACS 5/11 for himself, said Ollie's will come from his mum's account",
    "Raffle at the Xmas social - prizes: Hornby loco (donated), GBP 20 Hattons voucher",
    "Insurance via the club's federation membership GBP 95, renewal Jan",
    "Petty cash tin GBP 43.20, receipts in the envelope",
    "Junior members can't operate at shows without an adult on the same layout - Ollie ok with his dad",
    "Bank: switched to the Unity Trust account, card reader for the show GBP 29",
    "Bob (OAP) paid GBP 30 cash at club night, receipt given",
    "Ollie's mum sent his subs 8/11 - GBP 18, ref 'Ollie J junior'",
    "Show 2026 float GBP 150 from the bank on the Friday",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ashfield-treasurer", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"t{i:02d}" for i in range(len(NOTES))], documents=NOTES)

question = "What's Ollie paying in subs this year?"
hits = notes.query(query_texts=[question], n_results=len(NOTES))
context = ["Today is Mon 10/11/25."] + hits["documents"][0]
assert any("full GBP 36" in c and "juniors (u16) half the full whack" in c for c in context), context
assert any("his lad Ollie (12)" in c for c in context), context
reply = answer(question, context, mock="GBP 18 - he's 12 so he's a junior, half the GBP 36 full sub. His mum paid it "
                                       "on 8 November.")
finish(question, expected="GBP 36 for the year", actual=reply)
