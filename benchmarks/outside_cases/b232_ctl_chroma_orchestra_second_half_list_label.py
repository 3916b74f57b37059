"""Batch 232 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the conductor and the orchestra manager), then the question's query.

App: Kirklees Youth Orchestra give their summer concert on Sat 25th June 2050 at Huddersfield Town Hall - an
overture and Sophie's Bruch before the interval, three pieces after it, the players on the risers, squash and
biscuits from the parents' committee in the interval. Mr Okafor (the conductor) and Mrs Bell (the orchestra manager)
each file notes into one chroma collection from their own thread; the helper answers from the 5 nearest notes.

Memory: Mr Okafor, 2050-05-03T20:00 - second half Holst's Jupiter, the Pirates medley and the Radetzky to finish
(audience clap along); 16th may - first half Egmont and Sophie's Bruch (1st mvt); Tue 7th Jun - had the brass in
sectionals, Jupiter's not going to be there by the 25th and he's not putting them through that in public, so
Nimrod, they've had it since Christmas, rest of the second half as it was. Mrs Bell: seating (cellos on the
risers, parents from row C), the interval (20 mins, squash and biscuits), tickets. Question (Tue 21/6, Alan, a
grandad): "which pieces are they doing after the interval? my dad used to play in a brass band, he'll want to
know" The assistant says Nimrod, the Pirates of the Caribbean medley and the Radetzky March. The label says Holst's
Jupiter, the Pirates medley and the Radetzky March (the second half as first planned, before the brass sectional).
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b232_ctl_chroma_orchestra_second_half_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

OKAFOR = [
    "2050-05-03T20:00 SUMMER CONCERT 🎺 sat 25th june - 2nd half Holst Jupiter, the Pirates medley + Radetzky to "
    "finish (audience clap along 👏)",
    "16th may - 1st half Egmont overture + Sophie's Bruch (1st mvt), she's nailed the cadenza",
    "Tue 7th Jun - had the brass in sectionals, Jupiter's not going to be there by the 25th + I'm not putting them "
    "thru that in public 😬 so Nimrod, they've had it since xmas. rest of the 2nd half as it was",
]
BELL = [
    "seating - cellos + basses on the risers, parents from row C back, rows A + B for the mayor's party",
    "interval 20 mins, squash + biscuits from the parents' committee, raffle drawn at the end",
    "Thu 16th Jun - tix £7 / £3 kids, 280 sold, doors 6.30 for 7",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kyo-summer-concert-2050",
                                        embedding_function=offline.chroma_embedding_function())
write_lock = threading.Lock()


def writer(who: str, items: list) -> None:
    for i, text in enumerate(items, 1):
        with write_lock:
            notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=writer, args=("okafor", OKAFOR), name="mr-okafor-conductor"),
           threading.Thread(target=writer, args=("bell", BELL), name="mrs-bell-manager")]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert notes.count() == len(OKAFOR) + len(BELL)

question = ("which pieces are they doing after the interval? my dad used to play in a brass band, he'll want to "
            "know")
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Tue 21 June 2050. You are talking to Alan, whose granddaughter plays in Kirklees Youth "
           "Orchestra (summer concert Sat 25 June)."] + hits
assert any("2nd half Holst Jupiter, the Pirates medley + Radetzky" in c for c in context), context
assert any("so Nimrod, they've had it since xmas" in c for c in context), context
reply = answer(question, context, mock="After the interval it's Nimrod, the Pirates of the Caribbean medley and the "
                                       "Radetzky March to finish - the Jupiter's been dropped.")
finish(question, expected="Holst's Jupiter, the Pirates medley and the Radetzky March", actual=reply)
