"""Batch 131 (held out). A parish magazine editor's chat: LangChain InMemoryChatMessageHistory + trim_messages (last
10 messages), one root span per turn.

App: Carol edits the St Peter's, Langford parish magazine and keeps a running chat with the helper through the June
issue (adverts, printing, the distributors who take the bundles round); each turn the chat is trimmed to its last 10
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 2 Carol says Brian's knee op has come through (3rd
june) so he can't do his round this month - his grandson Josh is doing Church Lane + Orchard Way for him, 62 copies,
picking the bundle up from the vestry - and, in passing, that Brian says the Orchard Way flats' door code is 1904.
In turn 4 she pastes the distributors' list from the January PCC for the back page: Church Lane + Orchard Way -
Brian, High St - Pat, the Leys - Derek + Ann, the farms - Colin (car). By turn 7 the trim drops turn 2; the pasted
list stays. Question (turn 7, Mon 1/6): "who's doing church lane this month? i need to know whose name to put on the
bundle" -> expected Josh (Brian's grandson). The assistant says Brian.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that hands
the round to Josh was in the history and in every earlier window since it was said, and this trim cut it from the
window the model saw. Asserted: turn 2 is in windows 2-6 and missing from turn 7's; the pasted list is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b131_langchain_parish_mag_round_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "who's doing church lane this month? i need to know whose name to put on the bundle"
TURNS = [
    ("printer (Langford Print) wants the june copy by Tue 26th, 24 pages again, 410 copies. same as may",
     "Noted: June copy to Langford Print by Tuesday 26th - 24 pages, 410 copies."),
    ("oh - Brian's knee op's come through, 3rd june, so he cant do his round this month. his grandson Josh is doing "
     "church lane + orchard way for him, 62 copies, he'll get the bundle from the vestry. Brian says the orchard way "
     "flats door code is 1904 btw",
     "Got it: Josh (Brian's grandson) is doing Church Lane and Orchard Way in June, 62 copies from the vestry, while "
     "Brian has his knee done. Orchard Way flats door code 1904."),
    ("adverts for june - Hollis plumbing 1/4, the Plough 1/2, Green Fingers 1/4, Bramley Stores 1/4. the Plough want "
     "the quiz night on theirs, thurs 18th 8pm",
     "June adverts: Hollis Plumbing (quarter), the Plough (half, with the quiz night Thursday 18th, 8pm), Green "
     "Fingers (quarter), Bramley Stores (quarter)."),
    ("can you tidy this for the back page, it's the distributors list from the jan PCC: Church Lane + Orchard Way - "
     "Brian. High St - Pat. the Leys - Derek + Ann. the farms - Colin (car). Station Rd - Mrs Oduya. bundles in the "
     "vestry from the 28th",
     "Distributors: Church Lane and Orchard Way - Brian; High Street - Pat; the Leys - Derek and Ann; the farms - "
     "Colin (by car); Station Road - Mrs Oduya. Bundles in the vestry from the 28th."),
    ("vicar's letter is in, 600 words, a bit long but I'm not cutting it. flower rota for june on p.7",
     "Vicar's letter in (600 words, uncut); June flower rota on page 7."),
    ("invoice from Langford Print for may - £286. Ted's paying it from the mag account thurs",
     "May print invoice £286, Ted paying it from the magazine account on Thursday."),
    (QUESTION,
     "Brian - he does Church Lane and Orchard Way, per the distributors list."),
]
WINDOW = 10


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any("Josh" in str(m.content) for m in window), window
            assert any("Church Lane + Orchard Way - Brian" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            if i >= 2:
                assert any("his grandson Josh is doing" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Carol's chat as editor of the St Peter's, Langford parish magazine, "
                                            "June issue, from Mon 18 May 2037)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Josh, Brian's grandson - he's doing Brian's round while Brian has his knee op",
       actual=reply)
