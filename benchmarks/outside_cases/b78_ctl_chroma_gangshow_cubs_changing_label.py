"""Batch 78 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of notes, script style.

App: Gill, group scout leader of 3rd Ashby, keeps gang show notes in a chroma collection; the app answers helpers.

Memory: September's plan put the scouts and explorers in the Civic's green room and the cubs and beavers in "our
hut across Station Rd like last yr"; an October note says Bev at the Civic has given us the upstairs rehearsal room
both nights, the little ones get changed up there, no crossing Station Rd in the dark in costume, and Akela is much
happier. A helper asks where the cubs get changed. The assistant says the rehearsal room upstairs at the Civic. The
label gives the hut, last year's arrangement.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b78_ctl_chroma_gangshow_cubs_changing_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    "14/9 backstage plan: scouts + explorers in the green room, cubs + beavers get changed in our hut across "
    "Station Rd like last yr, helpers walk them over in 2s",
    "costumes - pirates (cubs) need stripy tops + bandanas, parents sorting, Raj has eyepatches x 30",
    "Oct 9 - Bev at the Civic came up trumps, we've got the upstairs rehearsal room both nights. little ones can "
    "get changed up there, means no crossing Station Rd in the dark in costume, Akela much happier. lift's round "
    "the back",
    "helpers: 2 adults per 10 cubs backstage, DBS checked, lanyards from Helen",
    "beavers go home after the interval on thurs + fri, parents collect from the foyer",
    "chaperone sign-in sheet at the stage door, every child in + out",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ashby-gangshow", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"g{i:02d}" for i in range(len(DOCS))], documents=DOCS)

question = "where do the cubs get changed on the night?"
hits = notes.query(query_texts=["cubs get changed dressing room where hut green room upstairs"],
                   n_results=5)["documents"][0]
context = ["Today is Tue 18 November 2031. You are talking to Priti, a new helper with the cubs."] + hits
assert any("cubs + beavers get changed in our hut" in c for c in context), context
assert any("upstairs rehearsal room both nights" in c for c in context), context
reply = answer(question, context, mock="Upstairs in the Civic's rehearsal room - it's theirs both nights, so nobody "
                                       "has to cross Station Road in costume. The lift is round the back.")
finish(question, expected="over the road in our hut, same as last year", actual=reply)
