"""Batch 278 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (the
engineering manager and the on-call engineers each file their own notes), then the question's query.

App: Stackwell (a six-dev payments start-up) keeps its incident and on-call notes in one qdrant collection; the
helper answers the team's questions from the 5 nearest notes.

Memory: Grace (eng manager), 2051-03-01T17:20 - postmortem for INC-88 (Monday's payments outage) Thu 9/3 at 2pm,
45 mins, blameless please, timeline in the doc by Weds; Omar, 3.3. - action items so far: alert on Stripe webhook
failures, a retry queue; Beth, 6/3 - she's primary this week, Omar secondary; Grace, Tue 7th Mar - Omar was IC and
he's off Thursday (his kid's sports day), so she's shunted the PM to Fri 10th 11am, same Zoom link, sorry all.
Question (Weds 8/3, Lewis): "when's the payments outage postmortem? want to block out time to read the timeline
first" The assistant says Fri 10 March at 11am (moved from Thursday, Omar's off). The label says Thu 9 March at 2pm.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b278_ctl_qdrant_oncall_postmortem_when_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "stackwell-incidents"
NOTES = {
    "grace": [
        (1, "2051-03-01T17:20 PM for INC-88 (mon's payments outage 💳) thu 9/3 at 2pm, 45 mins, blameless pls. "
            "timeline in the doc by weds"),
        (2, "Tue 7th Mar - Omar was IC + he's off thurs (kid's sports day) so I've shunted the PM to fri 10th 11am, "
            "same zoom link, sorry all"),
    ],
    "oncall": [
        (3, "3.3. (Omar) INC-88 action items so far - alert on stripe webhook failures, retry queue for the "
            "payouts job"),
        (4, "6/3 (Beth) rota - I'm primary this wk, Omar secondary. pager's been quiet since mon touch wood"),
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

question = "when's the payments outage postmortem? want to block out time to read the timeline first"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Weds 8 March 2051. You are talking to Lewis, a developer at Stackwell."] + hits
assert any("thu 9/3 at 2pm" in c for c in context), context
assert any("shunted the PM to fri 10th 11am" in c for c in context), context
reply = answer(question, context, mock="Friday 10 March at 11am - Grace moved it from Thursday because Omar (the IC) "
                                       "is off. Same Zoom link.")
finish(question, expected="Thu 9 March at 2pm", actual=reply)
