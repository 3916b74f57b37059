"""Project-notes RAG over chromadb (a few paragraphs). The retrieved context holds both numbers needed
(budget $48,000; contractors $12,500) and the model mis-adds. The expected answer ($35,500) is COMPUTED, it appears in
no text. Fault: the model -> ResponseError at litellm.completion."""
from common import setup, answer, finish, fault
setup("chroma_response_computed", ["chromadb", "litellm"])
import chromadb
from memtrace_otel import offline

col = chromadb.EphemeralClient().create_collection("notes", embedding_function=offline.chroma_embedding_function())
paras = {
    "p1": "Budget. The Q3 budget for the Harbor app redesign is $48,000 in total, approved by finance on July 2.",
    "p2": "Staffing. Two contractors were hired for the Q3 redesign; their combined fees come to $12,500 and are paid from the Q3 budget.",
    "p3": "Timeline. Usability testing starts in week 6; the public beta is planned for late September.",
    "p4": "Risks. The payment SDK upgrade may slip if the vendor's API is late.",
}
col.add(ids=list(paras), documents=list(paras.values()), metadatas=[{"section": k} for k in paras])
q = "How much of the Q3 budget is left after paying the contractors?"
hits = col.query(query_texts=[q], n_results=3)
with fault():  # FAULT: the model subtracts wrongly
    a = answer(q, hits["documents"][0], mock="About $25,500 is left.")
finish(q, "$35,500", a)
