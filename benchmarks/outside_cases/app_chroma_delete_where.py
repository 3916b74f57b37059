"""chromadb ticket memory. A retention job deletes by METADATA FILTER (collection.delete(where={"status": "closed"})),
not by ids; the closed ticket held the customer's warranty serial. Fault: chroma.delete -> DeletionError."""
from common import setup, answer, finish, fault
setup("chroma_delete_where", ["chromadb", "litellm"])
import chromadb
from memtrace_otel import offline

col = chromadb.EphemeralClient().create_collection("tickets", embedding_function=offline.chroma_embedding_function())
col.add(ids=["k1", "k2", "k3", "k4"], documents=[
    "Ticket 881 (Ravi): registered his espresso machine, serial number EM-20931, bought 3 March 2024.",
    "Ticket 902 (Ravi): asked how to descale the espresso machine; sent the guide.",
    "Ticket 915 (Ravi): grinder makes a rattling noise since last week.",
    "Ticket 920 (Mia): wants to change her delivery slot to the morning.",
], metadatas=[{"customer": "ravi", "status": "closed"}, {"customer": "ravi", "status": "closed"},
              {"customer": "ravi", "status": "open"}, {"customer": "mia", "status": "open"}])
with fault():  # FAULT: retention deletes every closed ticket, including the registration
    col.delete(where={"status": "closed"})
q = "What is the serial number of Ravi's espresso machine?"
hits = col.query(query_texts=[q], n_results=2, where={"customer": "ravi"})
a = answer(q, hits["documents"][0], mock="I can't find a serial number for Ravi's machine.")
finish(q, "EM-20931", a)
