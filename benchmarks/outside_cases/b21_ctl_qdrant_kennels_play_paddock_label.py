"""Batch 21 (held out), control. A boarding kennels' dog notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Whitegates' kennel side keeps one or two notes per boarder as points with a payload ``{"side", "dog",
"text"}``; the assistant answers staff questions from a vector query filtered to ``side == "kennels"``. Luna's
booking note says her jabs are all in date, kennel cough included, and that she's "fine with people but grumbles
at other dogs - had a go at a spaniel at the park in Aug - so solo walks and the paddock on her own pls".

No fault planted. Question (Tue 11/11): "Can Luna go in the play paddock with the others?" The model answers no, she
goes in on her own, right per memory. The label says yes, because her kennel cough jab is up to date. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b21_ctl_qdrant_kennels_play_paddock_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("kennels", "Luna", "Luna (collie x, the Brookes) in Mon 10/11 - Mon 17/11, run 2. Jabs all in date incl kennel "
                        "cough (Feb). Fine with people but grumbles at other dogs - had a go at a spaniel at the park "
                        "in Aug - so solo walks and the paddock on her own pls"),
    ("kennels", "Luna", "Luna - 2 cups Burns am + pm, no treats w/ chicken (tummy). Brings her own bed + a squeaky fox"),
    ("kennels", "Monty", "Monty + Ted (labs) back again 14-21/11, run 4. Love the paddock, 2x a day with the gang"),
    ("kennels", "Bramble", "Bramble (cockapoo pup, 7 months) first stay 10-12/11. Playgroup ok - owner keen, she's "
                           "had her kennel cough + all boosters"),
    ("kennels", "Rolo", "Rolo (staffie) 12-15/11 run 1. Gets on with everyone, paddock with the others fine"),
    ("kennels", "Bear", "Bear (GSD, 9) - arthritis, Loxicom on food am. Short walks only, no paddock games"),
    ("kennels", "", "Paddock rules: groups of max 4, staff in with them, no dogs together unless the owner's said ok "
                    "on the form"),
    ("cattery", "Oscar", "Oscar + Milo (Clarkes) pens 3 + 4 till 2/11"),
    ("cattery", "Mabel", "Mabel home Fri with Denise, all good"),
    ("kennels", "", "Kennel cough jab needed at least 2 wks before arrival - turned away a terrier in Oct for this"),
    ("kennels", "Luna", "Brookes' mobile 07700 900412, vet is Abbey Vets. Collection Mon 17th after 3"),
]

client = QdrantClient(":memory:")
client.create_collection("whitegates", vectors_config=models.VectorParams(size=256,
                                                                          distance=models.Distance.COSINE))
client.upsert("whitegates", points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"side": side, "dog": dog, "text": text})
                                    for i, (side, dog, text) in enumerate(NOTES, 1)])

question = "Can Luna go in the play paddock with the others?"
kennels = models.Filter(must=[models.FieldCondition(key="side", match=models.MatchValue(value="kennels"))])
hits = client.query_points("whitegates", query=offline.embed([question])[0], query_filter=kennels, limit=9).points
context = ["Today is Tue 11/11/25."] + [h.payload["text"] for h in hits]
assert any("grumbles at other dogs" in c and "kennel cough (Feb)" in c for c in context), context
reply = answer(question, context, mock="No - she's fine with people but not with other dogs, so she goes in the "
                                       "paddock on her own (and walks solo).")
finish(question, expected="Yes - her kennel cough jab is up to date", actual=reply)
