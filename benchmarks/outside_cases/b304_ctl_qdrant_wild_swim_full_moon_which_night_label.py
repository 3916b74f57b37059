"""Batch 304 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the group's organiser and the safety lead each file their own notes), then the question's query.

App: the Todmorden Tow Floats are a wild swimming group - Sunday mornings at Gaddings Dam through summer 2042 and a
full moon swim in September, with head torches and glow sticks. Lynn (who started the group) and Mel (who does the
safety) file notes into one qdrant collection; the helper answers members' questions from the 4 nearest notes.

Memory: Lynn, 2042-09-01T20:00 - full moon swim Fri 12th Sept at Gaddings, in at 8.15, head torches and glow sticks
on your tow floats, meet at the bottom of the path 7.30; Mel, 8/9 - need 2 on the bank with the big torch and the
flasks, volunteers please; Lynn, Weds 10th - the forecast's gusting 40 on Friday with rain all evening, so we're
doing it Saturday instead, same times, the moon'll still be near enough full; Mel, Thu 11/9 - spare head torches in
her car. Question (Thu 11/9, Priya): "which night's the full moon swim? need to swap a shift at work" The assistant
says Saturday 13th Sept (moved off the Friday for the wind and rain), in at 8.15. The label says Friday 12th
September.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b304_ctl_qdrant_wild_swim_full_moon_which_night_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "todmorden-tow-floats-2042"
NOTES = {
    "lynn": [
        (1, "2042-09-01T20:00 FULL MOON SWIM 🌕 fri 12th sept at Gaddings, in at 8.15. head torches + glow sticks on ur "
            "tow floats, meet at the bottom of the path 7.30"),
        (2, "Weds 10th - forecast's gusting 40 on fri + rain all evening 🌧️ so we're doing the full moon swim sat "
            "instead, same times. the moon'll still be near enough full"),
    ],
    "mel": [
        (3, "8/9 need 2 on the bank w/ the big torch + the flasks for the moon swim, volunteers pls 🙋"),
        (4, "Thu 11/9 spare head torches in my car if anyone's short, just ask. NOBODY swims w/o a light"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "which night's the full moon swim? need to swap a shift at work"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Thu 11 September 2042. You are talking to Priya, a member of the Todmorden Tow Floats."] + hits
assert any("FULL MOON SWIM 🌕 fri 12th sept" in c for c in context), context
assert any("so we're doing the full moon swim sat instead" in c for c in context), context
reply = answer(question, context, mock="Saturday the 13th - it's been moved off Friday because of the wind and rain "
                                       "forecast. Same times: meet 7.30, in at 8.15.")
finish(question, expected="Friday 12th September", actual=reply)
