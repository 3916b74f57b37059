"""b4_ctl_chroma_rail_label -- CONTROL (no fault): a rail-trip planner on chromadb, one root span per turn.

App: itinerary notes are `col.add`-ed in turn 1; in turn 2 `col.query(n_results=3)` retrieves them and the model
answers correctly: day 3's train goes from Lisbon to Coimbra.

Wrong label: the gold says "Braga", which appears in no input (day 4 is Coimbra -> Porto; Braga is nowhere).
Expected: AnnotationError (no operation to blame).
"""
import common

common.setup("b4_ctl_chroma_rail_label", ["chromadb", "litellm"])

import hashlib  # noqa: E402

import chromadb  # noqa: E402
from opentelemetry import trace  # noqa: E402

tracer = trace.get_tracer("b4-rail-app")


def embed(text: str, dims: int = 64) -> list[float]:
    v = [0.0] * dims
    for w in text.lower().replace(",", " ").replace(".", " ").replace("?", " ").split():
        v[int(hashlib.md5(w.encode()).hexdigest(), 16) % dims] += 1.0
    n = sum(x * x for x in v) ** 0.5 or 1.0
    return [x / n for x in v]


col = chromadb.EphemeralClient().create_collection("rail-trip", embedding_function=None)
notes = [
    "Day 2: free day in Lisbon, tram 28 and the Gulbenkian museum.",
    "Day 3: Alfa Pendular train from Lisbon Santa Apolonia to Coimbra-B at 09:12, coach 4, seats 61-62.",
    "Day 4: morning train Coimbra to Porto Campanha at 10:40, then check in at the Ribeira flat.",
]
with tracer.start_as_current_span("rail turn 1", context=None):
    col.add(ids=[f"day-{i + 2}" for i in range(len(notes))], documents=notes, embeddings=[embed(n) for n in notes])

q = "Where does the train on day 3 take us?"
with tracer.start_as_current_span("rail turn 2", context=None):
    res = col.query(query_embeddings=[embed(q)], n_results=3)
    ctx = res["documents"][0]
    a = common.answer(q, ctx, mock="On day 3 you take the 09:12 Alfa Pendular from Lisbon to Coimbra.")
    common.finish(q, expected="Braga", actual=a)
