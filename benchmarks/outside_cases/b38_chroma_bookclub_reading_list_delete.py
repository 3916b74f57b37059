"""Batch 38 (held out). A book club organiser's notes: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: Helen runs the Thursday Book Club (ten of them, monthly, a different member hosts). Her notes live in one
collection with metadata ``{"meeting", "kind"}`` (meeting = sep25 / oct25 / general). After each meeting the app
clears out that meeting's notes so the assistant stops talking about old hosts, old books and who owes for wine.
Twelve notes, August-October 2025.

Planted fault (DeletionError): Helen's write-up of the October night also holds the November pick: "good one
tonight, 8 of us, Claire v cross abt the ending lol. Next time we're doing Tomorrow, and Tomorrow, and Tomorrow -
Priya's choice, she'll bring her spare copies. owe Sue £12 for the wine". The clear-out after the October meeting
(meeting = oct25) deletes it. Question (Fri 24/10): "what are we reading for the next three months?" -> expected
Tomorrow, and Tomorrow, and Tomorrow (Nov), A Christmas Carol (Dec) and Demon Copperhead (Jan), spread over three
notes. The assistant gets Dec and Jan, and says November is still to be picked.

Expected verdict: DeletionError at chroma.delete (the one delete in fault()). Asserted: the October write-up is
returned by the query before the delete and is neither stored nor in the context after; the December and January
notes are in the context. Another reading: none that we see; nothing else writes that note.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b38_chroma_bookclub_reading_list_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

OCT_NIGHT = ("good one tonight, 8 of us, Claire v cross abt the ending lol. Next time we're doing Tomorrow, and "
             "Tomorrow, and Tomorrow - Priya's choice, she'll bring her spare copies. owe Sue £12 for the wine")
NOTES = [
    ("general", "admin", "we meet 3rd Thurs of the month 7.30ish, host does nibbles, everyone brings a bottle"),
    ("sep25", "plan", "Sept - Lessons in Chemistry @ Claire's, 18/9"),
    ("sep25", "misc", "Sept was great, Mark did a quiz on the book?! 9 came"),
    ("oct25", "plan", "Oct book = The Bee Sting (v long!!) at Sue's 16.10, she lives at the top of Church Lane now"),
    ("oct25", "misc", "Anna can't do Oct, her son's graduation"),
    ("general", "books", "Dec - we always do something short + christmassy. voted: A Christmas Carol, "
                         "at mine w mulled wine, Thu 18 Dec"),
    ("oct25", "misc", OCT_NIGHT),
    ("general", "members", "Jan - Mark's turn to pick, he's gone for Demon Copperhead, 'you've got 2 months, no "
                           "excuses'"),
    ("general", "admin", "library does book club sets - 10 copies for £5, need 6 wks notice, ask Bev at the desk"),
    ("sep25", "money", "Sept wine kitty £30, Claire paid"),
    ("general", "members", "Priya's new, joined in Aug, lives by the station"),
    ("general", "admin", "whatsapp grp is the main thing, email for the ones who don't do whatsapp (Sue, Jean)"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("thurs-bookclub", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"meeting": m, "kind": k} for m, k, _ in NOTES])

question = "what are we reading for the next three months?"
before = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert OCT_NIGHT in before, before

# the clear-out after the October meeting
with fault():
    notes.delete(where={"meeting": "oct25"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=8)["documents"][0]
context = ["Today is Fri 24/10/25."] + hits
assert OCT_NIGHT not in stored
assert any("A Christmas Carol" in c for c in context), context
assert any("Demon Copperhead" in c for c in context), context
assert not any("Tomorrow, and" in c for c in context + stored), context
reply = answer(question, context, mock="November's not been picked yet by the look of it. December is A Christmas "
                                       "Carol at yours (Thu 18 Dec) and January is Demon Copperhead, Mark's pick.")
finish(question, expected="Tomorrow, and Tomorrow, and Tomorrow in Nov, then A Christmas Carol, then Demon "
                          "Copperhead in Jan", actual=reply)
