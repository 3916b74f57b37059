"""Batch 67 (held out). A secondhand bookshop's counter chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 12 messages, token_counter=len, start_on human), one root span per turn.

App: Rob runs "Dog-Eared" on Tetbury's Long Street (secondhand and antiquarian, two floors, a cat called Dewey). He
keeps one chat going with an assistant about stock and customers; each turn the app trims the history to the last
12 messages and sends that window with the new message. His Saturday helper, Nell, uses the same chat.

Planted fault (UpdateError, trimmed out of the window): turn 1: "the Folio Holmes set - Mr Adeyemi's had it on the
phone, paid by card. he's in hosp w his hip tho so his daughter Funmi's coming for it sat, she'll show the card he paid
with. don't let anyone else walk off w it". Turn 2 pastes the reserve slip from the shelf ("RESERVED Folio Sherlock
Holmes 9 vols £95 PD - Mr T Adeyemi to collect Sat 23/6"). Later turns are about other stock. By turn 7 the trim no
longer keeps turn 1. Question (turn 7, Nell on the Saturday): "there's a woman here for the Folio Holmes - who's
meant to be collecting it?" -> expected Mr Adeyemi's daughter. The assistant goes by the slip: Mr Adeyemi himself.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is
in every window before turn 7 and missing from turn 7's, which holds the slip. Another reading: a response fault is
ruled out, as turn 1 is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b67_langchain_bookshop_holmes_collector_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("the Folio Holmes set - Mr Adeyemi's had it on the phone, paid by card. he's in hosp w his hip tho so his "
     "daughter Funmi's coming for it sat, she'll show the card he paid with. don't let anyone else walk off w it",
     "Noted: the Folio Holmes set is paid for by Mr Adeyemi; he's in hospital, so his daughter Funmi collects it on "
     "Saturday and will show the card he paid with."),
    ("slip off the shelf for the record: RESERVED Folio Sherlock Holmes 9 vols £95 PD - Mr T Adeyemi to collect "
     "Sat 23/6",
     "Reserve slip: Folio Sherlock Holmes, 9 volumes, £95 paid, Mr T Adeyemi to collect Saturday 23 June."),
    ("house clearance from Avening came in - 6 boxes, mostly book club rubbish but a nice run of Observer books + a "
     "1st Rebecca w a torn jacket",
     "House clearance from Avening: six boxes, a good run of Observer books and a first edition of Rebecca with a "
     "torn jacket."),
    ("Rebecca - priced it £140, jacket's 2 inches missing at the spine. in the locked case",
     "Rebecca priced at £140 (jacket missing two inches at the spine), in the locked case."),
    ("Observers: 31 of them, £4 each or the lot for £100. dust jackets on about half",
     "Observer books: 31, £4 each or £100 for the lot; about half have dust jackets."),
    ("Dewey was sick in the poetry section again. it's the cheap biscuits, somebody keeps feeding him",
     "Noted - Dewey was sick in poetry; someone is feeding him cheap biscuits."),
    ("Nell here (sat) - there's a woman at the till for the Folio Holmes, who's meant to be collecting it?",
     "Mr T Adeyemi - the reserve slip says he's collecting the Folio Holmes today, £95 already paid."),
]
WINDOW = 12


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
            assert not any("Funmi" in str(m.content) or "daughter" in str(m.content) for m in window), window
            assert any("Mr T Adeyemi to collect" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("his daughter Funmi" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Dog-Eared counter chat so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("who's meant to be collecting the Folio Holmes set?",
       expected="his daughter Funmi - Mr Adeyemi's laid up in hospital", actual=reply)
