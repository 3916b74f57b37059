"""Batch 222 (held out). A toddler group's Christmas party: chromadb collection of notes, one root span per note, one
for the clear-out and one for the question; the clear-out of the reminder notes deletes the one that said the group
is buying the presents itself.

App: Little Acorns toddler group (St Mary's church hall, Mon and Weds mornings) have their Christmas party on Weds
15th December 2049, 9.30-11.30 - Santa in the vestry from half 10, a present for every child, bring-a-plate food,
a craft table. Sharon (the leader) keeps every note in one chroma collection (metadata ``kind``: santa, presents,
food, crafts, reminder); once the December newsletter has gone out she clears out the reminder notes
(``collection.delete(where={"kind": "reminder"})``); the helper answers parents from the 4 nearest notes.

Planted fault (DeletionError): Sharon's presents note (2049-10-27T13:05) says parents bring a wrapped present for
their own little one, £5 max, name on it, hand it to her at the door so Santa can give it out. Her reminder of Tue
23rd Nov says the Co-op community fund came through - £150 - so the group's buying all the presents this year and
parents needn't bring anything, just put boy/girl and age on the sheet by the door - and, in passing, that nappy
bags are running low and they need squash. The clear-out (Thu 2nd Dec) deletes every reminder note, that one with
them. Question (Mon 13/12, Alfie's mum): "do I need to bring a present for Santa to give Alfie weds? not been in
for a few weeks" -> expected no (the group's buying them with the Co-op money; just put his age on the sheet).
The assistant says yes, a wrapped present up to £5 with his name on.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the reminder was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
whether parents bring a present. Asserted: the note is in the 4 nearest before the delete and gone from the
collection and the context after it (nothing on the Co-op, the £150 or the sheet by the door); the presents note's
"£5 max" line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b222_chroma_toddler_xmas_party_presents_yesno_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

REMINDER = ("reminder Tue 23rd - Co-op community fund came thru!! 🎉 £150, so we're buying all the presents ourselves "
            "this yr, parents don't need to bring anything for Santa, just put boy/girl + age on the sheet by the "
            "door. ALSO nappy bags running low + we need squash")
NOTES = [
    ("presents", "2049-10-27T13:05 presents for Santa 🎁 pls bring a wrapped present for ur own little one, £5 max, "
                 "name on it, hand it to me at the door + Santa gives it out"),
    ("santa", "santa - Bill from the bowls club again, in the vestry from half 10, photos on ur own phone pls, Jo's "
              "doing the queue"),
    ("food", "food - bring a plate! sausage rolls, sandwiches, fruit, NO nuts (the Hughes twins). we'll do squash + "
             "mince pies for the grown ups"),
    ("crafts", "crafts - paper plate reindeer + glitter cards 🙈 aprons on, glitter stays on the table"),
    ("reminder", REMINDER),
    ("reminder", "reminder 16th nov - hall heating's on the blink again, layers pls, Keith's coming to look at it"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("little-acorns-xmas-2049",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Sharon"}])

question = "do I need to bring a present for Santa to give Alfie weds? not been in for a few weeks"
before = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
assert REMINDER in before, before

with turn_span("clear-out Thu 2nd Dec"):
    with fault():
        notes.delete(where={"kind": "reminder"})

with turn_span("question Mon 13/12"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    context = ["Today is Mon 13 December 2049. You are talking to Alfie's mum; Alfie goes to Little Acorns toddler "
               "group, whose Christmas party is Weds 15 December."] + hits
    assert REMINDER not in stored and not any(w in c.lower() for c in stored + context
                                              for w in ("co-op", "£150", "sheet by the door")), stored
    assert any("wrapped present for ur own little one, £5 max" in c for c in context), context
    reply = answer(question, context, mock="Yes - bring a wrapped present for Alfie, £5 max, with his name on it, "
                                           "and hand it to Sharon at the door so Santa can give it out.")
finish(question, expected="No - the group's buying all the presents this year with the Co-op money; just put boy/girl "
                          "and his age on the sheet by the door", actual=reply)
