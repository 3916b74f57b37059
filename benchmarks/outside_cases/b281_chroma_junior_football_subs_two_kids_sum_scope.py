"""Batch 281 (held out). A village football club's junior teams: chromadb collection of the junior committee's
notes, script style (every call its own trace); for a "how much" question the helper asks only the money and subs
notes, and the note with the new subs was filed under kit.

App: Ripponden Juniors FC run teams from the U7s to the U14s on the rec behind the church - Saturday and Sunday
fixtures, training Tuesday and Thursday, kit from the sports shop in Halifax, lifts to away games sorted on the
parents' WhatsApp. Deb (the junior secretary) files the committee's notes into one chroma collection with metadata
``kind`` (subs, money, kit, fixtures, lifts, training); for a "how much" question the helper asks only the subs and
money notes (``where={"kind": {"$in": ["subs", "money"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Deb's note of 2050-08-28T19:15 has subs at £35 a term per
child, siblings half price, paid to her or by bank transfer. Her note of 12.9. starts with the kit (the new away
shirts are in, the U9s' socks are still missing) and so was filed as kit, and says, half way down, that the
council have put the pitch hire up again, so the committee agreed subs go to £40 a term from this term, siblings
still half. Question (Weds 21/9, Gemma, whose Alfie is in the U9s and Jack in the U12s): "how much do I owe for
subs this term? alfie + jack both playing" -> expected £60 (£40 + £20 for the sibling). The scoped query returns the
subs, tournament and raffle notes; the assistant says £52.50.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the 12.9. note is in the
collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the model
saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has £40 or
the pitch hire; the £35 a term and the siblings' half price are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b281_chroma_junior_football_subs_two_kids_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

RISE = ("12.9. new away shirts are in ⚽ (navy, v smart) - collect from me sat at the rec. U9s socks STILL missing, "
        "chasing the shop. ps council have put the pitch hire up again 🙄 so committee agreed subs go up to £40 a term "
        "per child from this term, siblings still half. sorry all")
NOTES = [
    ("subs", "2050-08-28T19:15 SUBS for the new season - £35 a term per child, siblings half price 👍 pay me cash "
             "at the rec or bank transfer (ref = child's name + team pls!!)"),
    ("kit", RISE),
    ("fixtures", "Sun 4th Sept U12s away at Sowerby Bridge 10.30 KO, U9s home v Greetland 10am pitch 2"),
    ("money", "Mon 5/9 tournament entry for the U9s at Hebden is £25 a team, comes out of club funds not parents"),
    ("training", "training back tues 6th - U7-U10 5.30-6.30, U11s up 6.30-7.30, shin pads or they don't train"),
    ("money", "Weds 14 Sept - raffle at the presentation do raised £212, going towards new goal nets"),
    ("lifts", "lifts for sat - Dave's taking 3 in the people carrier, Mandy 2, still need 1 more driver for "
              "Jack's lot"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ripponden-juniors-2050-51",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Deb"}])

question = "how much do I owe for subs this term? alfie + jack both playing"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert RISE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["subs", "money"]}})
hits = found["documents"][0]
context = ["Today is Weds 21 September 2050. You are talking to Gemma, whose sons Alfie (U9s) and Jack (U12s) play "
           "for Ripponden Juniors FC."] + hits
assert RISE not in hits and not any(w in c.lower() for c in context for w in ("£40", "pitch hire")), context
assert any("£35 a term per child, siblings half price" in c for c in context), context
reply = answer(question, context, mock="£52.50 - £35 for the first one and half price (£17.50) for the second.")
finish(question, expected="£60 - subs went up to £40 a term with the pitch hire, so £40 + £20 for the sibling",
       actual=reply)
