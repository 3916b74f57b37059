"""Batch 328 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, three writers in
threads (the club secretary and two players each file their own notes), then the question's query.

App: Sowerby Bridge Chess Club enter a six-board team in the Hebden Cup (the Calderdale knockout) as well as the
league. Helen (the club secretary), Pete and Kath file notes into one chroma collection; the helper answers
members' questions from the 4 nearest.

Memory: Helen, 2051-01-10T21:00 - AGM, Pete voted in as captain of the cup team, first round away at Huddersfield
Tue 14th Feb; Helen, Tue 7/2 - cup team sheet, six names, Kath has the result card; Pete, 9/2 - thanks for the vote
but he'd rather just play board 1 and not have to do the phoning round and the result card, Kath's said she'll do
it, she's better at it than him anyway; Kath, 9/2 - she's captain for the cup now, ring or text her not Pete, lifts
from the Co-op car park 6.45. Question (Sun 12/2, Imran): "who's captaining the cup team? need to tell them I might
be a bit late tues" The assistant says Kath - Pete stood down and she's taken it on. The label says Pete.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b328_ctl_chroma_chess_league_cup_captain_who_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "helen": [
        "2051-01-10T21:00 AGM ♟️ Pete voted in as captain of the Hebden Cup team (6 boards). 1st round away at "
        "Huddersfield tue 14th feb, 7.15 start. subs £40 due by march",
        "Tue 7/2 cup team sheet: Pete, Alice, Dev, Sam, Kath, Imran. Kath's got the result card + the scoresheets",
    ],
    "pete": [
        "9/2 thanks all for the vote 🙏 but I'd rather just play board 1 + not have to do the phoning round and the "
        "result card. Kath's said she'll do it, she's better at it than me anyway 😂",
    ],
    "kath": [
        "9/2 ok I'm cup captain now!! ring or text me not Pete if ur late or can't make it. lifts from the Co-op car "
        "park 6.45 sharp",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sowerby-bridge-chess-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's captaining the cup team? need to tell them I might be a bit late tues"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sun 12 February 2051. You are talking to Imran, who's in Sowerby Bridge Chess Club's Hebden Cup "
           "team."] + hits
assert any("Pete voted in as captain of the Hebden Cup team" in c for c in context), context
assert any("I'd rather just play board 1" in c for c in context), context
assert any("I'm cup captain now" in c for c in context), context
reply = answer(question, context, mock="Kath - Pete stood down so he can just play board 1, and she's taken it on. "
                                       "Text her if you'll be late Tuesday.")
finish(question, expected="Pete", actual=reply)
