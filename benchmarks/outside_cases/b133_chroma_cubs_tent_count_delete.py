"""Batch 133 (held out). A cubs pack's camp checklist: chromadb collection, a tidy-up that deletes the items marked
done, one root span per note and one for the tidy-up and the question.

App: the leaders of 1st Ashcombe Cubs (Akela, Baloo, Raksha) keep the summer camp checklist (tents, food, forms,
the minibus) in one chroma collection, each item with a ``status`` of open or done; the helper answers the leaders
from it. The week before camp Akela's tidy-up deletes every item marked done so the helper only talks about what's
left to do.

Planted fault (DeletionError): the open item from the hut night of Tue 9th has 6 patrol tents in the hut store, to
check over. Baloo's item of 2037-06-12, marked done once it was sorted, says the green one's pole snapped at the last
camp so we've 5 that are any good - and the 3rd Hadley scouts are lending us 2 of theirs, pick up fri 5.30 from
their hut, back by tue - so 7 in all. The tidy-up deletes every done item, that one with them. Question (Mon 15/6,
Raksha, working out who sleeps where): "how many tents have we actually got for camp? doing the sleeping plan" ->
expected 7 (5 of ours that are ok + 2 from 3rd Hadley). The assistant says 6.

Expected verdict: DeletionError at the chroma delete (wrapped in fault()): the item that decides the tent count was
in the collection and found before the tidy-up, and the delete removed it while it still held. Asserted: the item is
found before the delete and is gone from the collection and the context after it; the hut night's 6 patrol tents
line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b133_chroma_cubs_tent_count_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

BALOO = ("2037-06-12T19:30 Baloo - TENTS sorted: the green patrol tent's pole snapped at the last camp so we've 5 "
         "that are any good. 3rd Hadley scouts are lending us 2 of theirs, pick up fri 5.30 from their hut, back to "
         "them by tue. so 7 all in")
ITEMS = [
    ("open", "hut night tue 9th - 6 patrol tents in the hut store, get the cubs to put them up + check them over"),
    ("done", "kit list sent to parents 2/6, incl. torch, wellies, NO phones"),
    ("open", "food - menu done, Raksha doing the big shop thurs at Tesco, £4.50 a head a day, 2 veggie + 1 no dairy"),
    ("done", BALOO),
    ("open", "forms - 18 cubs going, still no medical form for Alfie, Noor + Josh. chase at pick up"),
    ("done", "minibus insurance sorted Weds 8 Apr, Baloo + Akela on it as drivers"),
    ("open", "camp fri 19th - sun 21st at Bramble Farm, leave the hut 5.30 fri, parents collect sun 2pm"),
]

client = chromadb.EphemeralClient()
checklist = client.get_or_create_collection("ashcombe-cubs-camp",
                                            embedding_function=offline.chroma_embedding_function())
for i, (status, text) in enumerate(ITEMS):
    with turn_span(f"item-{i + 1} {status}"):
        checklist.add(ids=[f"item{i:02d}"], documents=[text], metadatas=[{"status": status}])

words = "how many tents patrol tents camp"
with turn_span("tidy-up Sun 14/6"):
    before = checklist.query(query_texts=[words], n_results=4)["documents"][0]
    assert BALOO in before, before
    with fault():
        checklist.delete(where={"status": "done"})

question = "how many tents have we actually got for camp? doing the sleeping plan"
with turn_span("question Mon 15/6"):
    stored = checklist.get()["documents"]
    hits = checklist.query(query_texts=[words], n_results=4)["documents"][0]
    context = ["Today is Mon 15 June 2037. You are talking to Raksha, a leader at 1st Ashcombe Cubs."] + hits
    assert BALOO not in stored and not any("3rd Hadley" in c or "snapped" in c for c in stored + context), stored
    assert any("6 patrol tents in the hut store" in c for c in context), context
    reply = answer(question, context, mock="6 - the patrol tents in the hut store (the cubs checked them on hut "
                                           "night).")
finish(question, expected="7 - 5 of ours that are ok (the green one's pole snapped) plus 2 lent by 3rd Hadley scouts",
       actual=reply)
