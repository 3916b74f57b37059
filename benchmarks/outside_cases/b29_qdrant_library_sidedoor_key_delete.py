"""Batch 29 (held out). A volunteer-run community library's notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Burwell Community Library is run by volunteers in the old reading room on the High St (Tue, Thu and Sat
mornings). The coordinator, Helen, keeps notes as points with payload ``{"kind", "week", "text"}`` (kind rota /
volunteer / loan / event / admin, week as yyyymmdd of the Monday). On the 1st of each month her tidy-up deletes
rota notes for weeks before the month starts, so the assistant doesn't read out old rotas. Fifteen notes,
April-June 2025.

Planted fault (DeletionError): the rota note for w/c 12/5 also carries a lasting hand-over: "w/c 12/5 - Tue Pat +
Sid, Thu me, Sat Margaret. Keith's knee op is the 14th so he's stepping back from opening up for the summer at
least, gave Margaret the side door key Sat, she's happy doing Sats". The June tidy-up (kind rota, week before
20250602) deletes it. The volunteer list from the winter still says Keith opens up and has the key. Question
(Thu 5/6): "Who's got the side door key? the locksmith wants to try the new barrel" -> expected Margaret, the
Saturday volunteer. The assistant says Keith.

Expected verdict: DeletionError at qdrant.delete (the one delete in fault()). Asserted: the 12/5 note is returned by
the query before the delete and is neither stored nor in the context after; Keith's volunteer-list entry is in the
context. Another reading: none that we see; nothing else writes that note.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b29_qdrant_library_sidedoor_key_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

HANDOVER = ("w/c 12/5 - Tue Pat + Sid, Thu me, Sat Margaret. Keith's knee op is the 14th so he's stepping back from "
            "opening up for the summer at least, gave Margaret the side door key Sat, she's happy doing Sats")
NOTES = [
    ("volunteer", 20250106, "Vols 2025: Keith (opens up Sats, has the side door key + alarm code), Pat, Sid, "
                            "Margaret, Helen (coord). Sid's on the phone list only, no email"),
    ("admin", 20250303, "Parish council grant £400 for large print + the spinner, pd 3/3"),
    ("rota", 20250407, "w/c 7/4 - Tue Pat, Thu Sid, Sat Keith + Margaret"),
    ("loan", 20250410, "Mrs Abbott has had Wolf Hall since Feb, rang, she's 'nearly done' lol. Renewed to 8/5"),
    ("rota", 20250414, "w/c 14/4 - Tue Pat, Thu Helen, Sat Keith. Closed Good Fri anyway (not our day)"),
    ("event", 20250422, "Author evening - Sarah Hale (The Fen Orchard) Thu 12 June 7pm, tickets £5 incl wine"),
    ("rota", 20250428, "w/c 28/4 - Tue Pat, Thu Sid, Sat Keith. Keith says knee is bad, op date soon"),
    ("admin", 20250501, "Alarm code stays 4417, don't write it on the rota sheet pls"),
    ("rota", 20250505, "w/c 5/5 Tue Pat, Thu Helen, Sat Keith (last one b4 op?)"),
    ("rota", 20250512, HANDOVER),
    ("loan", 20250515, "Book sale table made £38.60, going to the large print fund"),
    ("rota", 20250519, "w/c 19/5 - Tue Sid, Thu Pat, Sat Margaret + her grandson Ollie (DofE volunteering)"),
    ("admin", 20250527, "Side door lock's sticking - locksmith (Cambs Locks, Gary) coming Thu 5/6 to swap the "
                        "barrel, someone with the key needs to be there 10ish"),
    ("rota", 20250602, "w/c 2/6 - Tue Pat, Thu Helen + Sid, Sat Margaret + Ollie"),
    ("volunteer", 20250603, "New vol Aisha (sixth former) from w/c 9/6, Tue afternoons for the homework club"),
]

client = QdrantClient(":memory:")
client.create_collection("burwell-library", vectors_config=models.VectorParams(size=256,
                                                                                distance=models.Distance.COSINE))
client.upsert("burwell-library", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "week": week, "text": text})
    for i, (kind, week, text) in enumerate(NOTES, 1)])

question = "Who's got the side door key? the locksmith wants to try the new barrel"
vector = offline.embed([question])[0]
before = client.query_points("burwell-library", query=vector, limit=8).points
assert any(p.payload["text"] == HANDOVER for p in before), [p.payload["text"][:40] for p in before]

# June tidy-up (Mon 2/6): rotas for weeks before this month go
old_rotas = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="rota")),
                                models.FieldCondition(key="week", range=models.Range(lt=20250602))])
with fault():
    client.delete("burwell-library", points_selector=models.FilterSelector(filter=old_rotas))

hits = client.query_points("burwell-library", query=vector, limit=8).points
stored = [p.payload["text"] for p in client.scroll("burwell-library", limit=100)[0]]
context = ["Today is Thu 5/6/25."] + [h.payload["text"] for h in hits]
assert any("Keith (opens up Sats, has the side door key" in c for c in context), context
assert any("locksmith (Cambs Locks, Gary)" in c for c in context), context
assert not any("gave Margaret the side door key" in c or "knee op is the 14th" in c for c in context + stored), context
reply = answer(question, context, mock="Keith - he opens up on Saturdays and has the side door key and the alarm "
                                       "code. Gary from Cambs Locks is due about 10.")
finish(question, expected="Margaret, who does Saturdays", actual=reply)
