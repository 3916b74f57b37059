"""Batch 223 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of notes, one root span per
note and one for the question.

App: Monmouth Rowing Club hold their regatta on Sat 22nd May 2049 on the Wye - racing 9 till about 5, juniors,
masters and the club eights, a bar and a barbecue on the bank. The club's helper keeps the committee's and the
captains' notes in one chroma collection and answers members' families from the 4 nearest notes.

Memory: 2049-04-11T19:00 - regatta Sat 22nd May, first race 9, racing till about 5; the draw (16th may) - the
masters women's quad (Sal, Jo, Trish and Helen) in heat 3 at 11.20, the final at 3.40 if they get through; Tue 18th
- Sal's done her wrist at work, a cast on for six weeks, nobody else who can scull at that level, so we've pulled
the quad and told the regatta sec, the entry money's coming back; the bar and barbecue note. Question (Fri 21/5,
Lucy, Helen's daughter): "is Mum's quad racing sat? want to come down + shout for them" The assistant says no -
they've pulled the quad, Sal's broken her wrist. The label says yes, heat 3 at 11.20 (from the draw).
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b223_ctl_chroma_regatta_quad_racing_yesno_label", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "2049-04-11T19:00 REGATTA 🚣 sat 22nd may, 1st race 9, racing till about 5. J14s up to the club 8s, umpires from "
    "Ross + Hereford",
    "16th may draw's out!! masters W4x (Sal, Jo, Trish + Helen) in heat 3 at 11.20, final 3.40 if they get thru 🤞",
    "Tue 18th - Sal's done her wrist at work 😭 cast on for 6 wks. nobody else who can scull at that level so we've "
    "pulled the quad, told the regatta sec, the entry money's coming back",
    "bar + bbq on the bank from 12, Jim's burgers, Pimm's tent if it's sunny, cash only the signal's rubbish",
    "car park - the school field, £3, marshals from the juniors' parents 8-10",
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("monmouth-rc-regatta-2049",
                                        embedding_function=offline.chroma_embedding_function())
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"by": "committee"}])

question = "is Mum's quad racing sat? want to come down + shout for them"
with turn_span("question Fri 21/5"):
    hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    context = ["Today is Fri 21 May 2049. You are talking to Lucy, whose mum Helen rows in Monmouth Rowing Club's "
               "masters women's quad."] + hits
    assert any("masters W4x (Sal, Jo, Trish + Helen) in heat 3 at 11.20" in c for c in context), context
    assert any("so we've pulled the quad" in c for c in context), context
    reply = answer(question, context, mock="No, sorry - Sal's done her wrist (cast on for six weeks) and there's no "
                                           "one else to sub, so they've pulled the quad.")
finish(question, expected="yes - heat 3 at 11.20, and the final at 3.40 if they get through", actual=reply)
