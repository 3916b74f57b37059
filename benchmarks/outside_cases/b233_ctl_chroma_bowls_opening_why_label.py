"""Batch 233 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the club secretary and the greenkeeper), then the question's query.

App: Birstall Bowling Club's opening day - the green open from 1.30, the first wood, a spoon drive on all eight
rinks, teas in the pavilion. Margaret (the secretary) and Stan (the greenkeeper) each add notes to one chroma
collection from their own thread; the helper answers from the 5 nearest notes.

Memory: 2050-02-24T19:00 Margaret - opening day Sat 9th April as usual, 1.30, spoon drive + teas; it's Grand
National day, Stan's moaning he'll miss the race, tough; 14/3 Margaret - teas £3 a head, Edna's scones; Stan,
2050-03-21 - the green's nowhere near right for the 9th, the frost got in after he scarified and the bottom end's
like a sponge, he needs three weeks, the 30th at the earliest; Stan, Weds 23 Mar - new mower blades fitted,
ditches edged; Margaret, Tue 29th Mar - opening day's the 30th then, same times, letters going out with the subs.
Question (Weds 6/4, Dorothy, a member): "why's opening day been put back to the 30th? folk keep asking me at the
Co-op" The assistant says because the green isn't ready - the frost got in after the scarifying and the bottom end's
waterlogged, Stan needs three weeks. The label says because of the Grand National - that was only Stan grumbling
about missing the race.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b233_ctl_chroma_bowls_opening_why_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MARGARET = [
    "2050-02-24T19:00 OPENING DAY 🎳 sat 9th april as usual, green open 1.30, spoon drive on all 8 rinks then teas. "
    "NB it's Grand National day, Stan's moaning he'll miss the race 😂 tough",
    "14/3 teas £3 a head, Edna's doing her scones, Jean + Betty on sandwiches. bar from 1",
    "Tue 29th Mar - right, opening day's the 30th then, same times, same everything. letters going out with the subs",
]
STAN = [
    "2050-03-21T08:30 green's nowhere near right for the 9th. frost got in after I scarified + the bottom end's like "
    "a sponge, I need 3 wks of growing weather. the 30th at the earliest",
    "Weds 23 Mar - new blades on the mower 👍 ditches edged, rink markers painted, numbers 3 + 7 need replacing",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("birstall-bc-opening-2050",
                                        embedding_function=offline.chroma_embedding_function())
lock = threading.Lock()


def writer(who: str, items: list) -> None:
    for i, text in enumerate(items, 1):
        with lock:
            notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=writer, args=("margaret", MARGARET), name="margaret-secretary"),
           threading.Thread(target=writer, args=("stan", STAN), name="stan-greenkeeper")]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert notes.count() == len(MARGARET) + len(STAN)

question = "why's opening day been put back to the 30th? folk keep asking me at the Co-op"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Weds 6 April 2050. You are talking to Dorothy, a member of Birstall Bowling Club."] + hits
assert any("frost got in after I scarified" in c for c in context), context
assert any("Grand National day" in c for c in context), context
assert any("opening day's the 30th then" in c for c in context), context
reply = answer(question, context, mock="Because the green isn't ready - the frost got in after Stan scarified it and "
                                       "the bottom end's waterlogged, so he needs about three weeks; the 30th is the "
                                       "earliest it'll be fit.")
finish(question, expected="because of the Grand National", actual=reply)
