"""Batch 395 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per entry and
one for the question.

App: Hannah Brooks, an American living in Kitasakura 1-chome (Osaka), keeps notes on her chonaikai's summer in one
qdrant collection - the bon odori, the practices, the yukata Ueda-san is lending her; the helper answers from the 5
nearest notes.

Memory: 2050/07/10 (Sun) - chonaikai meeting, bon odori Sat 8/13 18:00-21:00 in Kitasakura Kita Park, the yagura
goes up that morning, they need 10 men for it; 2050/07/12 - Ueda-san will lend her a yukata and help her into it;
2050/07/24 (Sun) - Fujii-san on the LINE group: the ward's booked the park for their kids' sports day on the Sat
(someone at the ward office messed up), so bon odori's the next day, the Sunday, same times, yagura up Sun morning
now; 2050/08/01 - Tanko-bushi practice Weds 8/3 and 8/10 19:30 at the kaikan. Question (Mon 2050/08/08): "which day's
the bon odori? Ueda-san's asking when to come round w/ the yukata" The assistant says Sun 8/14, 18:00-21:00 - the
ward have the park on the Saturday. The label says Sat 8/13.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b395_ctl_qdrant_chonaikai_bon_odori_which_day_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hannah-kitasakura1-summer-2050"
NOTES = [
    (1, "2050/07/10 (Sun) chonaikai mtg - bon odori Sat 8/13 18:00-21:00 in Kitasakura Kita Park 🏮 yagura goes up "
        "that morning, they need 10 men for it (volunteered Jake lol)"),
    (2, "2050/07/12 Ueda-san says she'll lend me a yukata + help me put it on 🥹 so sweet"),
    (3, "2050/07/24 (Sun) Fujii-san on the LINE group - the ward's booked the park for their kids' sports day on the "
        "sat (someone at the ward office messed up), so bon odori's the next day, the sunday, same times. yagura up "
        "sun morning now"),
    (4, "2050/08/01 Tanko-bushi practice Weds 8/3 + 8/10 19:30 at the kaikan, bring a fan"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, text in NOTES:
    with turn_span(f"entry-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text})])
assert client.count(COLL).count == len(NOTES)

question = "which day's the bon odori? Ueda-san's asking when to come round w/ the yukata"
with turn_span("question 2050/08/08"):
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
    context = ["Today is Mon 2050/08/08. You are talking to Hannah Brooks, who lives in Kitasakura 1-chome, Osaka."] \
        + hits
    assert any("bon odori Sat 8/13 18:00-21:00" in c for c in context), context
    assert any("so bon odori's the next day, the sunday, same times" in c for c in context), context
    reply = answer(question, context, mock="Sun 8/14, 18:00-21:00 - the ward's got the park on the Sat for their "
                                           "sports day, so it moved to the next day.")
finish(question, expected="Sat 8/13", actual=reply)
