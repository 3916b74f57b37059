"""Batch 15 (held out). A patient's personal health-admin assistant: LangMem MemoryStoreManager (sync ``invoke``) over
a LangGraph InMemoryStore with offline embeddings; the model behind LangMem is a scripted OpenAI-compatible
stand-in (tool call Memory). One root span per turn.

App: Tomasz forwards his dental paperwork and jots to the assistant; each message goes through LangMem's store
manager, which keeps memories in namespace ("health", "tomasz-dental"). Later he asks; the app runs ``store.search``
on the namespace and answers with litellm.

Planted fault (ExtractionError, a fact omitted at extraction): on 2 April he writes "Back from Riverside Dental.
Mr Farouk says LL6 needs a root canal, it's curved so he's referring me to an endodontist - Dr Imogen Salt at
Castlegate Dental Specialists, 1st appt Tue 28/4 8.40am. NHS band 3 = GBP 319.10 for the crown after. Paracetamol +
ibuprofen till then." The manager's model stores the tooth, the crown's band-3 charge and the painkillers, but not
the referral (the specialist, the practice, the appointment). Question (24 April): "Which specialist was I referred
to for the root canal?" -> expected "Dr Imogen Salt, an endodontist at Castlegate Dental Specialists". The assistant
names only his own dentist, Mr Farouk, and says it has no referral on file.

Expected verdict: ExtractionError at langmem.extract of the 2 April message (fault() wraps that one manager call;
its gold ops are langmem.manage and its child langmem.extract). Asserted: the message names Dr Imogen Salt; no stored
memory and nothing in the context does. Another reading: none that we see -- the other messages never name the
specialist.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b15_langmem_dentist_referral_extract", ["langgraph_store", "langmem", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402  (a scripted OpenAI-compatible server)
from langchain_openai import ChatOpenAI  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402
from langmem import create_memory_store_manager  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NS = ("health", "tomasz-dental")
MESSAGES = [
    "Dentist 12/3 at Riverside (Mr Farouk): lower left molar sore on biting, x-ray done, big old filling. Next appt "
    "2 April 3.30. Band 1 GBP 27.40 paid.",
    "Back from Riverside Dental. Mr Farouk says LL6 needs a root canal, it's curved so he's referring me to an "
    "endodontist - Dr Imogen Salt at Castlegate Dental Specialists, 1st appt Tue 28/4 8.40am. NHS band 3 = GBP "
    "319.10 for the crown after. Paracetamol + ibuprofen till then.",
    "Hygienist at Riverside moved to 19 May 10am (was 5 May). Remember to cancel the Denplan quote thing.",
]
NEW = {
    "Dentist 12/3": ["Tomasz's dentist is Mr Farouk at Riverside Dental",
                     "On 12 March Tomasz's lower left molar was sore on biting; an x-ray showed a big old filling",
                     "Tomasz paid the NHS band 1 charge of GBP 27.40 on 12 March"],
    # the planted fault: the referral to Dr Imogen Salt (Castlegate Dental Specialists, 28 April 8.40am) is not stored
    "Back from Riverside": ["Tomasz's lower left 6 (LL6) needs root canal treatment",
                            "The crown after Tomasz's root canal is NHS band 3, GBP 319.10",
                            "Tomasz takes paracetamol and ibuprofen for the tooth until it is treated"],
    "Hygienist at Riverside": ["Tomasz's hygienist appointment at Riverside is on 19 May at 10am (moved from 5 May)",
                               "Tomasz wants to cancel the Denplan quote"],
}


def script(body: dict):
    from scripted_openai import prompt_text, tool_names
    text, tools = prompt_text(body), tool_names(body)
    session = text.rsplit("<session_", 1)[-1]
    if "Memory" not in tools:
        return []
    return [{"name": "Memory", "args": {"content": m}} for key, ms in NEW.items() if key in session for m in ms]


def contents(items) -> list[str]:
    return [i.value["content"]["content"] for i in items]


with graphiti_server(script) as server:
    model = ChatOpenAI(model="local", base_url=server.base_url, api_key="x", max_retries=0)
    store = InMemoryStore(index=offline.langgraph_index(fields=["content"]))
    manager = create_memory_store_manager(model, namespace=NS, store=store)
    for i, text in enumerate(MESSAGES, 1):
        with turn_span(f"turn-{i} patient message"):
            if "Imogen Salt" in text:
                with fault():
                    manager.invoke({"messages": [{"role": "user", "content": text}]})
            else:
                manager.invoke({"messages": [{"role": "user", "content": text}]})

    question = "Which specialist was I referred to for the root canal?"
    with turn_span("turn-4 question 24 April"):
        context = contents(store.search(NS, query=question, limit=4))
        everything = contents(store.search(NS, limit=50))
        assert any("root canal" in c for c in context), context
        assert not any("Salt" in c or "Castlegate" in c or "endodontist" in c for c in everything + context), everything
        reply = answer(question, context, mock="I only have your own dentist, Mr Farouk at Riverside Dental - "
                                               "there's no specialist referral for the root canal in your notes.")
finish(question, expected="Dr Imogen Salt, an endodontist at Castlegate Dental Specialists", actual=reply)
