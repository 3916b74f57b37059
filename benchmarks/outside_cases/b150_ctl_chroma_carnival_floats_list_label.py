"""Batch 150 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Linda's notes and Rob's notes added by their own threads), then the question's query.

App: Luddenden Carnival (Sat 4th July 2037). Linda, the carnival secretary, and Rob, who looks after the floats, put
their notes in one chroma collection; the helper answers the committee and the commentator from a query of it.

Memory: Linda, 14/3: the floats this year - the Brownies (under the sea), the Young Farmers' trailer (Jurassic Park),
the rugby club (pirates), St Peter's Sunday school (Noah's ark) and the Co-op's; Linda, 22.3.: the running order
starts with the band; Rob, 16th may: float numbers and the tractors' weight limit on the canal bridge; Rob, Tue 23rd
June: the YFC's tractor is in bits - head gasket - and nobody else can spare one with it being haymaking, so they're
sitting this year out and will do the tug of war on the rec instead. Question (Weds 1/7, Jim, doing the
commentary on the rec): "which floats are coming this yr? doing the commentary, want to look some bits up" The
assistant says the Brownies, the rugby club, St Peter's Sunday school and the Co-op. The label adds the Young
Farmers' Jurassic Park trailer - in memory, on Linda's list of 14/3.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b150_ctl_chroma_carnival_floats_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

WRITERS = {
    "linda": [("14/3", "FLOATS this yr: Brownies (under the sea), Young Farmers trailer (Jurassic Park!!), rugby "
                       "club (pirates, obvs), St Peter's Sunday school (Noah's ark) + the Co-op's one"),
              ("22.3.", "running order - Brighouse & Rastrick band at the front, then the carnival queen, then the "
                        "floats, walking groups at the back. off at 1pm from the school")],
    "rob": [("16th may", "float numbers on the windscreens pls. tractors dead slow over the canal bridge, 7.5 tonne "
                         "limit, one at a time"),
            ("Tue 23rd June", "YFC - their tractor's in bits (head gasket) + nobody else can spare one with it being "
                              "haymaking, so they're sitting this yr out. they'll do the tug of war on the rec "
                              "instead, 3ish")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("luddenden-carnival", embedding_function=offline.chroma_embedding_function())


def write(who: str) -> None:
    for i, (day, text) in enumerate(WRITERS[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[f"{day} {who.title()} - {text}"], metadatas=[{"from": who,
                                                                                              "day": day}])


threads = [threading.Thread(target=write, args=(who,), name=f"notes-{who}") for who in WRITERS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which floats are coming this yr? doing the commentary, want to look some bits up"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Weds 1 July 2037. You are talking to Jim, who is doing the commentary on the rec for Luddenden "
           "Carnival's procession on Sat 4 July."] + hits
assert any("Young Farmers trailer (Jurassic Park!!)" in c for c in context), context
assert any("sitting this yr out" in c for c in context), context
reply = answer(question, context, mock="The Brownies (under the sea), the rugby club (pirates), St Peter's Sunday "
                                       "school (Noah's ark) and the Co-op's float.")
finish(question, expected="the Brownies, the Young Farmers' Jurassic Park trailer, the rugby club, St Peter's Sunday "
                          "school and the Co-op", actual=reply)
