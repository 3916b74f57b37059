"""CONTROL (no fault): chromadb travel notes; retrieval and answer are right, the gold label is wrong and appears
nowhere ("Lisbon"; the notes say Porto). Expected: AnnotationError (no memory op blamed)."""
from common import setup, answer, finish
setup("ctl_chroma_wrong_label", ["chromadb", "litellm"])
import chromadb
from memtrace_otel import offline

col = chromadb.EphemeralClient().create_collection("trips", embedding_function=offline.chroma_embedding_function())
col.add(ids=["a", "b", "c"], documents=[
    "Hana: my conference in May is in Porto, I fly out on the 12th.",
    "Hana: I'd like a hotel near the river with a gym.",
    "Hana: my manager approved a budget of 900 euros for the trip."])
q = "In which city is Hana's conference in May?"
hits = col.query(query_texts=[q], n_results=3)
a = answer(q, hits["documents"][0], mock="Her conference is in Porto.")
finish(q, "Lisbon", a)
