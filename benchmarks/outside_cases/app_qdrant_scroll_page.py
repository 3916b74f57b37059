"""qdrant user-profile memory read with scroll() (no vector search): the app loads a user's facts with
client.scroll(filter=user, limit=2) and never follows next_page_offset, so the 3rd fact is never read.
Fault: the scroll with a too-small page -> RetrievalError at qdrant.scroll."""
from common import setup, answer, finish, fault
setup("qdrant_scroll_page", ["qdrant", "litellm"])
from qdrant_client import QdrantClient, models
from memtrace_otel import offline

c = QdrantClient(":memory:")
c.create_collection("profile", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
facts = [(1, "Elif is a night-shift nurse and sleeps until 2 pm."), (2, "Elif's cat is called Pamuk."),
         (3, "Elif's gym membership renews on the 1st of every month and costs 39 euros."),
         (4, "Tomas likes sci-fi audiobooks.")]
c.upsert("profile", points=[models.PointStruct(id=i, vector=offline.embed([t])[0],
                                               payload={"text": t, "user": "tomas" if i == 4 else "elif"})
                            for i, t in facts])
flt = models.Filter(must=[models.FieldCondition(key="user", match=models.MatchValue(value="elif"))])
with fault():  # FAULT: first page only
    points, _next = c.scroll("profile", scroll_filter=flt, limit=2, with_payload=True)
q = "How much does Elif pay for the gym each month?"
a = answer(q, [p.payload["text"] for p in points], mock="I don't know what Elif pays for the gym.")
finish(q, "39 euros", a)
