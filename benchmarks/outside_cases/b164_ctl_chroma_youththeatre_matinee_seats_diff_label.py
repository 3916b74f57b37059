"""Batch 164 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the box office and front of house post their notes at the same time), then the question's query.

App: Ravensworth Youth Theatre's Bugsy Malone is on at the Civic Hall, Thu 28th - Sat 30th July 2039 (evenings 7pm,
Saturday matinee 2.30). Sandra (box office) and Pete (front of house) post their notes into one chroma collection;
the helper answers parents and groups from a query of it.

Memory: Sandra, 2039-07-04: sat mat - 180 seats, 142 sold, so 38 left; thurs sold out, fri about 20 left; Pete, 12.7.:
the Civic say we lose the back 2 rows for the sound and lighting desk, all 4 shows - 20 seats, and none of them were
sold luckily, Sandra had them held; Sandra, Tue 19/7: the mat's still slow, nothing since the 4th, fri's gone now;
Pete, 2039-07-18T20:30: programmes printed, 300 at £2. Question (Weds 20/7, Bev, who runs the activities at a care
home): "how many seats r left for the sat matinee? want to bring a group from work" The assistant says 18 - 38 were
left but the back two rows (20 seats) have gone to the sound and lighting desk, and none sold since. The label says
38 - the box office count from before the desk took the back two rows.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b164_ctl_chroma_youththeatre_matinee_seats_diff_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

POSTS = {
    "sandra": [("2039-07-04", "sat mat - 180 seats, 142 sold so 38 left. thurs SOLD OUT 🎉 fri about 20 left"),
               ("Tue 19/7", "mat still slow, nothing since the 4th. fri's gone now tho")],
    "pete": [("12.7.", "Civic say we lose the back 2 rows for the sound + lighting desk, all 4 shows - 20 seats. none "
                       "of them were sold luckily, Sandra had them held"),
             ("2039-07-18T20:30", "programmes printed, 300, £2 each. need sellers in the foyer from 6.15")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ravensworth-yt-bugsy-2039",
                                        embedding_function=offline.chroma_embedding_function())


def post(who: str) -> None:
    for i, (day, text) in enumerate(POSTS[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[f"{day} {who.title()} - {text}"], metadatas=[{"from": who}])


threads = [threading.Thread(target=post, args=(who,), name=f"{who}-notes") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many seats r left for the sat matinee? want to bring a group from work"
hits = notes.query(query_texts=[question + " seats left sold rows"], n_results=4)["documents"][0]
context = ["Today is Weds 20 July 2039. You are talking to Bev, who runs the activities at a care home and wants to "
           "bring a group to Ravensworth Youth Theatre's Bugsy Malone (Sat 30 July matinee, 2.30)."] + hits
assert any("142 sold so 38 left" in c for c in context), context
assert any("lose the back 2 rows" in c for c in context), context
assert any("nothing since the 4th" in c for c in context), context
reply = answer(question, context, mock="18 - there were 38 left, but the back two rows (20 seats) have gone to the "
                                       "sound and lighting desk, and none have sold since.")
finish(question, expected="38", actual=reply)
