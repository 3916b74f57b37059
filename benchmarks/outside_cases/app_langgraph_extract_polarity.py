"""LangGraph InMemoryStore (namespace per user) fed by the app's own LLM note-extractor (a litellm call). The user
says the re-test showed he is NOT allergic to peanuts (it was sesame); the extractor writes the opposite
("Sam is allergic to peanuts"). Fault: the extraction call -> ExtractionError at litellm.completion (the extractor)."""
from common import setup, answer, finish, fault
setup("langgraph_extract_polarity", ["langgraph_store", "litellm"])
import litellm
from langgraph.store.memory import InMemoryStore
from memtrace_otel import offline

store = InMemoryStore(index=offline.langgraph_index(fields=["text"]))
chat = ("Sam: quick update from the allergist, the re-test came back and I'm actually not allergic to peanuts at all.\n"
        "Sam: it was the sesame in the sauce that caused the reaction.\n"
        "Sam: also I'm switching my appointments to Thursdays.")
with fault():  # FAULT: the extractor flips the peanut result
    notes = litellm.completion(model="openai/gpt-4o-mini", mock_response=
        "Sam is allergic to peanuts\nSam reacts to sesame\nSam's appointments are on Thursdays",
        messages=[{"role": "system", "content": "Extract durable facts about the user, one per line."},
                  {"role": "user", "content": chat}]).choices[0].message.content.splitlines()
for i, n in enumerate(notes):
    store.put(("users", "sam", "health"), f"f{i}", {"text": n})
q = "Is Sam allergic to peanuts?"
hits = store.search(("users", "sam"), query=q, limit=3)
a = answer(q, [h.value["text"] for h in hits], mock="Yes, Sam is allergic to peanuts.")
finish(q, "No", a)
