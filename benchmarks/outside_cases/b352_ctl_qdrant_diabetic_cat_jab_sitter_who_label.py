"""Batch 352 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(Jo's own diary entries with the assistant's replies, and her sister Leanne, who writes into the same cat diary),
then the question's query.

App: Jo's cat Mochi is diabetic and needs an insulin jab at 7am and 7pm. Jo keeps a diary of Mochi's care with an
assistant, and her sister Leanne adds to it when she's helping; both go into one qdrant collection and the
assistant answers from the 5 nearest entries.

Memory: Jo, 2051-09-01T20:30 - she needs someone for Mochi's jabs Sat 16th and Sun 17th while she's at Gemma's hen
do in York, she asked Dave next door and he said yes; Jo, Tue 5 Sept - Dave's rung back, he went white when she
showed him the insulin pen, he can't do needles, so he'll just do her food and the litter tray, and Leanne's doing
the jabs instead (she's a nurse, fine with needles); Leanne, Weds 6/9 - practised on an orange with the pen, got
Jo's spare key, she'll come at 7am and 7pm, food first then the jab; Jo, 8/9 - a new bag of the diabetic food
from the vet, £32. Question (Thu 14 Sept): "who's doing Mochi's jabs at the weekend? want to leave a note by the
fridge for them" The assistant says Leanne (7am and 7pm, food first) - Dave's only doing her food and litter. The
label says Dave next door - the neighbour first asked, who said he can't do needles.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b352_ctl_qdrant_diabetic_cat_jab_sitter_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "jo-mochi-cat-diary"
ENTRIES = {
    "jo": [
        (1, "2051-09-01T20:30 need someone for Mochi's jabs sat 16th + sun 17th while I'm at Gemma's hen do in York 🥂 "
            "asked Dave next door, he said yes no problem\n"
            "Assistant: Noted - Dave next door has offered to cover Mochi on Sat 16 and Sun 17 September."),
        (2, "Tue 5 Sept Dave's rung back - he went white when I showed him the insulin pen 😂 says he can't do "
            "needles, he'll just do her food + the litter tray. so Leanne's doing the jabs instead, she's a nurse so "
            "she's fine with needles\n"
            "Assistant: Updated - Leanne will do Mochi's jabs that weekend; Dave will do her food and litter."),
        (4, "8/9 new bag of the diabetic food from the vet, £32 😿 she's eating well\n"
            "Assistant: Noted - a new bag of diabetic food (£32)."),
    ],
    "leanne": [
        (3, "Weds 6/9 Leanne here 👋 practised on an orange with the pen lol. got Jo's spare key, I'll come 7am + "
            "7pm sat and sun, food first then the jab"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_entries(who: str) -> None:
    for pid, text in ENTRIES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_entries, args=(who,), name=f"diary-{who}") for who in ENTRIES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "who's doing Mochi's jabs at the weekend? want to leave a note by the fridge for them"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thursday 14 September 2051. You are Jo's assistant for her diabetic cat Mochi."] + hits
assert any("asked Dave next door, he said yes" in c for c in context), context
assert any("he can't do needles" in c and "Leanne's doing the jabs instead" in c for c in context), context
assert any("I'll come 7am + 7pm sat and sun" in c for c in context), context
reply = answer(question, context, mock="Leanne - she's coming at 7am and 7pm on Saturday and Sunday, food first "
                                       "then the jab. Dave's just doing Mochi's food and the litter tray.")
finish(question, expected="Dave next door", actual=reply)
