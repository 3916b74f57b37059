"""Batch 393 (held out). A Bergen housing co-op's spring dugnad: qdrant collection of the dugnad committee's notes,
one root span per note, one for Eva's clear-out and one for the question; the clear-out deletes, by a payload
filter, the sign-up notes she has copied into the spreadsheet, and one of them also carried the new person on the
container.

App: Måkeberget borettslag (48 flats, blocks A-D) hold their dugnad on lør 13.05.2051 - the beds and the lawns, the
stairwells hosed down, a container by the garages for junk, the board on the grill. Eva (dugnadsleder) and Tor (the
treasurer) file notes into one qdrant collection (payload ``kind``: plan, oppgaver, innkjøp, påmelding). Once the
sign-ups are in the spreadsheet Eva deletes the påmelding notes with a filter on ``kind``; the helper answers from
the 4 nearest notes.

Planted fault (DeletionError): Eva's tasks note (03.04.2051 kl. 19.30) has Geir Hope (A3) on the container. Her
sign-up note of tirs 09.05. starts with the count (39 flats now, Hansen in B2 can't, the cabin) and says, in the
middle, that Geir rang - his back's gone again - so he can't do the container, Marte Lien in C4 is taking it (she
has a trailer too), and Geir will do the coffee. Eva's clear-out (ons 10.05.) deletes the sign-up notes, that one
with them. Question (fre 12.05., Jon in D1): "hvem har ansvar for containeren i morgen? har en gammel sofa som må
kastes" -> expected Marte Lien i C4 (Geir's back). The assistant says Geir Hope in A3.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Eva's tirs 09.05. note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Marte, C4 or Geir's back); the tasks note's "container - Geir Hope (A3)" is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b393_qdrant_dugnad_container_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "makeberget-dugnad-2051"
SWAP = ("tirs 09.05. (Eva) påmelding: 39 leil. nå 👍 Hansen i B2 kan ikke (hytta). Geir ringte - ryggen har gått "
        "igjen 😬 så han kan ikke ha containeren, Marte Lien i C4 tar containeren istedenfor (hun har henger også "
        "hvis noe må til Rådalen). Geir tar kaffen")
NOTES = [
    (1, "plan", "Eva", "03.04.2051 kl. 19.30 DUGNAD 🌷 lør 13.05. kl. 10-15. container ved garasjene fra fre kl. 16, "
                       "INGEN farlig avfall/elektrisk i containeren!! grill + brus kl. 14"),
    (2, "oppgaver", "Eva", "03.04.2051 kl. 19.45 oppgaver: container - Geir Hope (A3), bed + plen - Kari og Nils, "
                           "spyling av trappeoppganger - Leif, grill - styret"),
    (3, "innkjøp", "Tor", "28.04. kjøpt inn 20 sekker jord, 6 poser hønsegjødsel, 2 ruller søppelsekker på "
                          "Fjordhagen, kr 3 480,- på borettslagets kort. kvittering i permen"),
    (4, "påmelding", "Eva", "fre 28.04. påmelding: 31 av 48 leil. så langt. purrelapp i postkassene til resten, husk "
                            "gebyret er kr 600,-"),
    (5, "påmelding", "Eva", SWAP),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "hvem har ansvar for containeren i morgen? har en gammel sofa som må kastes"
vec = offline.embed([question])[0]
with turn_span("clear-out ons 10.05."):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert SWAP in before, before
    in_sheet = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="påmelding"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_sheet))

with turn_span("question fre 12.05."):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["I dag er fredag 12.05.2051. Du snakker med Jon i D1, beboer i Måkeberget borettslag (dugnad lørdag "
               "13.05.)."] + hits
    assert SWAP not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("marte", "c4", "ryggen")), stored
    assert any("container - Geir Hope (A3)" in c for c in context), context
    reply = answer(question, context, mock="Geir Hope i A3 har containeren - den står ved garasjene fra fredag kl. "
                                           "16. Husk: ikke noe elektrisk i den.")
finish(question, expected="Marte Lien i C4 - Geir har fått vondt i ryggen, så hun tok over containeren",
       actual=reply)
