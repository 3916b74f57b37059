"""b5: a gardening assistant keeps what the gardener says in LangMem (a ``MemoryStoreManager`` over LangGraph's
``InMemoryStore`` with offline embeddings; its model is a scripted OpenAI-compatible server standing in for the
provider's tool calls). Script style: every session is its own trace.

Sessions (each ``manager.invoke`` extracts memories from one message):
  12 April: rhubarb crowns in the north bed, courgettes in the greenhouse;
  3 May:    three blueberry bushes into the north bed next to the rhubarb, carrots sown in the south bed;
  20 May:   the garlic in the south bed has rust.

Planted fault: on 3 May the extraction model returns only the carrot memory; the blueberries in the north bed are
never stored (``langmem.extract`` of session 2, wrapped in ``fault()``).

Question (a list whose items were said in two different sessions): "What's planted in the north bed?" Expected
"Rhubarb and blueberries". The retrieval returns every stored memory (five at most, all of them here); the answer
names only the rhubarb.

Why ExtractionError at langmem.extract: the blueberry sentence reached the manager's extraction and no memory unit
ever held it; the retrieval returned all there was. The rhubarb half of the list is answered, so the lost part alone
decides. Another reading: none that I see (no memory was ever overwritten or deleted).
"""
from __future__ import annotations

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import answer, fault, finish, setup  # noqa: E402
import b3_support  # noqa: E402,F401  (puts tests/support on sys.path for the scripted server)

setup("b5_langmem_garden_list_extract", ["langmem", "langgraph_store", "litellm"])

from langchain_openai import ChatOpenAI  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402
from langmem import create_memory_store_manager  # noqa: E402
from scripted_openai import ScriptedServer, prompt_text  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NS = ("garden", "sam")

SESSIONS = [
    "[12 April 2026] Sam: Put the rhubarb crowns in the north bed today, and the courgettes went in the greenhouse.",
    "[3 May 2026] Sam: Planted the three blueberry bushes in the north bed next to the rhubarb - they want "
    "ericaceous compost. Also sowed two rows of carrots in the south bed.",
    "[20 May 2026] Sam: The garlic in the south bed has rust on the leaves.",
]

# what the extraction model returns for each session (the planted omission: session 2 loses the blueberries)
EXTRACTED = {
    "rhubarb crowns": ["Sam planted rhubarb crowns in the north bed (12 April 2026)",
                       "Sam's courgettes are in the greenhouse (12 April 2026)"],
    "blueberry bushes": ["Sam sowed two rows of carrots in the south bed (3 May 2026)"],
    "garlic": ["The garlic in Sam's south bed has rust (20 May 2026)"],
}


def script(body: dict):
    text = prompt_text(body)
    session = text.rsplit("<session_", 1)[-1]
    for phrase, memories in EXTRACTED.items():
        if phrase in session:
            return [{"name": "Memory", "args": {"content": m}} for m in memories]
    return []


with ScriptedServer(script) as server:
    model = ChatOpenAI(model="local", base_url=server.base_url, api_key="x", max_retries=0)
    store = InMemoryStore(index=offline.langgraph_index())
    manager = create_memory_store_manager(model, namespace=NS, store=store)

    manager.invoke({"messages": [{"role": "user", "content": SESSIONS[0]}]})
    with fault():
        manager.invoke({"messages": [{"role": "user", "content": SESSIONS[1]}]})
    manager.invoke({"messages": [{"role": "user", "content": SESSIONS[2]}]})

    QUESTION = "What's planted in the north bed?"
    hits = store.search(NS, query=QUESTION, limit=5)
    context = [h.value["content"]["content"] for h in hits]

assert len(context) == 4, context  # every stored memory came back
assert not any(re.search(r"blueberr", c, re.I) for c in context), context  # the fault decided: never stored
assert any("rhubarb" in c for c in context)

reply = answer(QUESTION, context, mock="Rhubarb - you put the crowns in on 12 April.")
finish(QUESTION, "Rhubarb and blueberries", reply)
