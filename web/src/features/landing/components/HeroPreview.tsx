/** A decorative product preview drawn with HTML and CSS (no images to fetch). Hidden from assistive tech. */
export function HeroPreview() {
  const bars = [42, 58, 50, 71, 64, 83, 76, 92];
  return (
    <div className="hero-preview" aria-hidden="true">
      <div className="preview-window">
        <div className="preview-bar">
          <span />
          <span />
          <span />
        </div>
        <div className="preview-body">
          <div className="preview-kpis">
            <div className="preview-kpi">
              <small>Occupancy</small>
              <strong>94.20%</strong>
              <em className="up">+3.1%</em>
            </div>
            <div className="preview-kpi">
              <small>Rent collected</small>
              <strong>$48,250.00</strong>
              <em className="up">+8.4%</em>
            </div>
            <div className="preview-kpi">
              <small>Low stock</small>
              <strong>6 items</strong>
              <em className="warn">Reorder</em>
            </div>
          </div>
          <div className="preview-chart">
            {bars.map((h, i) => (
              <span key={i} style={{ height: `${h}%` }} />
            ))}
          </div>
          <div className="preview-rows">
            <div className="preview-row">
              <span className="pill pill-green">Paid</span>
              <span>Unit 204 · Tower A</span>
              <b>$1,250.00</b>
            </div>
            <div className="preview-row">
              <span className="pill pill-orange">Unpaid</span>
              <span>Unit 118 · Harbour View</span>
              <b>$980.00</b>
            </div>
            <div className="preview-row">
              <span className="pill pill-blue">PO-00042</span>
              <span>Received into Main Warehouse</span>
              <b>$3,420.00</b>
            </div>
          </div>
        </div>
      </div>
      <div className="preview-float">
        <span className="preview-float-dot" />
        Maintenance alert: Level 3 · Unit 302
      </div>
    </div>
  );
}
