"""CONTROL (no fault): project-notes RAG; the model answers the total budget correctly ($48,000); the gold label is a
typo, "$48,500", which appears nowhere (the notes hold $48,000 and $12,500). Expected: AnnotationError."""
from common import setup, answer, finish
setup("ctl_chroma_numeric_label", ["chromadb", "litellm"])
import chromadb
from memtrace_otel import offline

col = chromadb.EphemeralClient().create_collection("notes", embedding_function=offline.chroma_embedding_function())
paras = {
    "p1": "Budget. The Q3 budget for the Harbor app redesign is $48,000 in total, approved by finance on July 2.",
    "p2": "Staffing. Two contractors were hired for the Q3 redesign; their combined fees come to $12,500.",
    "p3": "Timeline. Usability testing starts in week 6; the public beta is planned for late September.",
}
col.add(ids=list(paras), documents=list(paras.values()))
q = "What is the total Q3 budget for the Harbor redesign?"
hits = col.query(query_texts=[q], n_results=3)
a = answer(q, hits["documents"][0], mock="The total Q3 budget is $48,000.")
finish(q, "$48,500", a)
