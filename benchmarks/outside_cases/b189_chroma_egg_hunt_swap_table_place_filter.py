"""Batch 189 (held out). A church's Easter egg hunt: chromadb collection, one root span per note and one for the
question; the helper's query is scoped to the hunt notes and misses the helpers' note that moved the swap table.

App: St Michael's, Madeley has its Easter egg hunt on Easter Sunday, 17th April 2044, after the 10am family service -
12 clues on laminated cards round the churchyard and the vicarage garden, the children fill in a letter from each
on their sheet, and a finished sheet gets swapped for a chocolate egg. Lynne (the children's worker) and the helpers
put their notes into one chroma collection, each with a ``kind`` (hunt, eggs, helpers, service); for a question
about the hunt itself the helper asks chroma for the 4 nearest notes ``where={"kind": "hunt"}``.

Planted fault (RetrievalError, a scope that leaves the record out): the hunt note of 2044-03-02T19:00 says finished
sheets are swapped for an egg at the porch. The note of Weds 30 Mar, filed as kind "helpers" because it's the helpers'
list, has Jean doing the swap table - but not in the porch, it's too narrow with the buggies and the bell ringers
coming down, so she's set up in the vestry and the children come in by the side door. The query scoped to
kind "hunt" can't see it; the same query without the scope has it in the top 4. Question (Sat 16/4, Tom, on the
churchyard gate): "where do the kids take their sheets for the eggs? I'm on the gate + they'll all be asking me" ->
expected the vestry (Jean's swap table, in by the side door), not the porch. The assistant says the porch.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the note is in the
collection and near the question, but the kind filter kept it out of the context the model saw. Asserted: the
unscoped query's top 4 has the note; the scoped query's result and the context have nothing on the vestry, the side
door or Jean; the hunt note's porch line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b189_chroma_egg_hunt_swap_table_place_filter", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("helpers 🙏 Jean's doing the swap table for the sheets but she says not the porch, it's too narrow w the "
         "buggies + the bell ringers coming down, so she's set up in the vestry - kids come in the side door. Gwen + "
         "Mike walking round w the under 5s, Tom on the gate")
NOTES = [
    ("2044-03-02T19:00", "hunt", "EGG HUNT easter sun after the 10am 🐣 churchyard + vicarage garden, 12 clues on "
                                 "laminated cards, kids fill in the letters on their sheet -> spells a word. swap "
                                 "finished sheets for an egg at the porch. under 5s get a picture sheet instead"),
    ("9/3", "eggs", "eggs - Co-op donating 80 small ones, Lynne getting 40 more from the cash + carry (£38, receipt to "
                    "Pat). dairy free ones for the 3 we know about"),
    ("22.3.", "hunt", "clues done ✏️ 1 the lychgate, 2 Mr Ellis's bench, 3 the water butt, ... 12 the sundial. word's "
                      "RESURRECTION, 12 letters 12 clues, took me ages lol"),
    ("Weds 30 Mar", "helpers", MOVED),
    ("2044-04-05T20:30", "hunt", "if it rains the clues go up round the church hall + we do it inside, Rev Helen's "
                                 "fine w that. pencils from the sunday school cupboard"),
    ("Tue 12th apr", "service", "family service 10am, Rev Helen doing egg rolling in the talk 🥚 hunt starts 11ish "
                                "once the coffee's out"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-michaels-madeley-egg-hunt-2044",
                                        embedding_function=offline.chroma_embedding_function())
for i, (day, kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"date": day, "kind": kind}])

question = "where do the kids take their sheets for the eggs? I'm on the gate + they'll all be asking me"
with turn_span("question Sat 16/4"):
    unscoped = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    assert MOVED in unscoped, unscoped
    with fault():
        found = notes.query(query_texts=[question], n_results=TOP_K, where={"kind": "hunt"})
    hits = found["documents"][0]
    context = ["Today is Sat 16 April 2044. You are talking to Tom, who is on the churchyard gate for St Michael's, "
               "Madeley Easter egg hunt (Easter Sunday 17 April, after the 10am family service)."] + hits
    assert MOVED not in context and not any(w in c.lower() for c in context
                                            for w in ("vestry", "side door", "jean")), context
    assert any("swap finished sheets for an egg at the porch" in c for c in context), context
    reply = answer(question, context, mock="To the porch - they swap their finished sheet for an egg there.")
finish(question, expected="the vestry - Jean's swap table, kids come in the side door (the porch is too narrow w the "
                          "buggies)", actual=reply)
