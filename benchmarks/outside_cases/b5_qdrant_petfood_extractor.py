"""b5: a pet-care assistant with its own fact extractor (a litellm call, ``mock_response`` standing in for the model)
in front of qdrant (``:memory:``, offline vectors). One root span per turn (the app's own span): a turn that tells
something runs extract -> upsert (or, for a changed amount, ``set_payload`` on the fact it replaces); the question
turn runs ``query_points`` -> answer. Each point keeps the day it was said in its payload (``date``).

Turns: 2 March, the vet visit (Biscuit is intolerant to chicken: no chicken treats or chicken-based food; switch to
the salmon kibble, 2 scoops in the morning and 1 in the evening); 9 March, flea treatment on the 1st of every month
and a nail trim on Friday; 16 March, up the morning kibble to 2.5 scoops (an update of the stored feeding fact).

Planted fault: the extractor's reply for the vet visit lists the kibble and the scoops and leaves out the chicken
intolerance (the turn-1 ``litellm.completion``, wrapped in ``fault()``).

Question (20 March, yes/no with a reason): "Can I give Biscuit some of the leftover roast chicken?" Expected "No -
he's intolerant to chicken". The query returns every stored fact (limit 5, four points); the answer says yes.

Why ExtractionError at litellm.completion: the vet-visit message is what entered the app from outside; the
extraction call is the only place it went, and none of the facts it returned (so no point) ever held the
intolerance. The later ``set_payload`` touched the feeding fact only. Another reading: none that I see.
"""
from __future__ import annotations

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import answer, fault, finish, setup  # noqa: E402
import b3_support  # noqa: E402

setup("b5_qdrant_petfood_extractor", ["qdrant", "litellm"])

import litellm  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "biscuit"
client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
EXTRACT_PROMPT = ("Extract the durable facts about the pet from the owner's message. Reply with a JSON list of "
                  "short sentences, one fact each.")


def extract(message: str, mock_facts: list[str]) -> list[str]:
    reply = litellm.completion(model="openai/gpt-4o-mini", temperature=0, mock_response=json.dumps(mock_facts),
                               messages=[{"role": "system", "content": EXTRACT_PROMPT},
                                         {"role": "user", "content": message}])
    return json.loads(reply.choices[0].message.content)


next_id = [1]
fact_ids: dict[str, int] = {}


def store(facts: list[str], day: str) -> None:
    points = []
    for fact in facts:
        fact_ids[fact] = next_id[0]
        points.append(models.PointStruct(id=next_id[0], vector=offline.embed([fact])[0],
                                         payload={"text": fact, "date": day, "pet": "Biscuit"}))
        next_id[0] += 1
    client.upsert(COLL, points=points)


# turn 1: the vet visit
VET = ("Vet visit for Biscuit today: he's intolerant to chicken, so no chicken treats or chicken-based food. We're "
       "switching him to the salmon kibble, 2 scoops in the morning and 1 in the evening.")
with b3_support.turn_span("turn-2026-03-02"):
    with fault():
        facts = extract(VET, ["Biscuit has switched to the salmon kibble",
                              "Biscuit gets 2 scoops of kibble in the morning and 1 in the evening"])
    store(facts, "2026-03-02")

# turn 2: flea treatment and a nail trim
with b3_support.turn_span("turn-2026-03-09"):
    facts = extract("Biscuit's flea treatment is due on the 1st of every month, and he's booked in for a nail trim "
                    "on Friday.", ["Biscuit's flea treatment is due on the 1st of every month",
                                   "Biscuit has a nail trim booked for Friday 13 March"])
    store(facts, "2026-03-09")

# turn 3: a changed amount updates the stored feeding fact in place
with b3_support.turn_span("turn-2026-03-16"):
    (new,) = extract("He's wolfing down the salmon kibble - let's up it to 2.5 scoops in the morning.",
                     ["Biscuit gets 2.5 scoops of kibble in the morning and 1 in the evening"])
    old_id = fact_ids["Biscuit gets 2 scoops of kibble in the morning and 1 in the evening"]
    client.set_payload(COLL, payload={"text": new, "date": "2026-03-16"}, points=[old_id])

# turn 4: the question
QUESTION = "Can I give Biscuit some of the leftover roast chicken?"
with b3_support.turn_span("turn-2026-03-20"):
    hits = client.query_points(COLL, query=offline.embed([QUESTION])[0], limit=5, with_payload=True).points
    context = [h.payload["text"] for h in hits]
    assert len(context) == 4, context  # every stored fact came back
    assert not any("chicken" in c.lower() or "intoleran" in c.lower() for c in context), context  # never extracted
    reply = answer(QUESTION, context, mock="Yes, a little plain roast chicken is fine as an occasional treat.")
finish(QUESTION, "No - he's intolerant to chicken", reply)
